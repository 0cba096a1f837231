import 'server-only';
import { sql } from 'drizzle-orm';
import type { SearchHit } from '@/domain/search/state';
import type { FinanceLender } from '@/domain/finance/finance-summary';
import { lenderTermYears } from '@/domain/finance/calculator-defaults';
import { lenderComparisonRate } from '@/domain/finance/comparison-rate';
import type { Database } from '@/server/db/client';
import { stockRowsSql, type StockSqlRow } from './stock-sql';

/**
 * One car of a site with everything search filters, sorts, matches and renders on a card. Its lender record
 * travels beside it (`LoadedStock.lenders`): the in-memory index keeps those as columns, not as objects.
 */
export type StockRow = Omit<SearchHit, 'financeLender' | 'createdAt' | 'distanceKm'> & {
  dealershipId: number;
  /** The car's yard and its position (null when the location has none): near-me distances. */
  locationId: number;
  locationLat: number | null;
  locationLng: number | null;
  soldAt: Date | null;
  customRank: number;
  drive: string | null;
  seats: number | null;
  vin: string | null;
  features: string[];
  categories: string[];
  createdAtMs: number;
};

export type LoadStockOptions = {
  siteId: number;
  /** The site's effective `finance.provider`: whose lender row gives the weekly price when youX has none. */
  financeProvider: string | null;
  /** Only these cars (a page of SQL-engine hits); all of the site's cars when absent. */
  ids?: readonly number[];
};

/** The lender columns as one record; null when the left join found no row for the site's provider. */
function toFinanceLender(r: StockSqlRow): FinanceLender | null {
  if (r.lender_provider === null) return null;
  return {
    provider: r.lender_provider,
    interestRate: r.lender_interest_rate,
    comparisonRate: lenderComparisonRate({
      interestRate: r.lender_interest_rate,
      establishmentFees: r.lender_establishment_fees,
      monthlyFee: r.lender_monthly_fee,
    }),
    paymentWeek: r.lender_payment_week,
    paymentMonth: r.lender_payment_month,
    termYears: lenderTermYears({
      termYears: r.lender_term_years,
      termMonths: r.lender_term_months,
      termWeeks: r.lender_term_weeks,
    }),
    deposit: r.lender_deposit,
    balloon: r.lender_balloon,
    establishmentFees: r.lender_establishment_fees,
  };
}

/**
 * One copy of each repeated value (makes, colours, locations, feature lists…) across a load: the database
 * driver returns a fresh string per row, and 20k copies of 'Toyota' cost more than the index (decision 038).
 */
function createInterner() {
  const strings = new Map<string, string>();
  const lists = new Map<string, readonly string[]>();
  const text = (value: string): string => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  const orNull = (value: string | null) => (value === null ? null : text(value));
  // Frozen: one array is shared by every car with the same list.
  const list = (values: string[]): string[] => {
    const key = values.join('\u0000');
    let known = lists.get(key);
    if (!known) lists.set(key, (known = Object.freeze(values.map(text))));
    return known as string[];
  };
  return { text, orNull, list };
}
type Interner = ReturnType<typeof createInterner>;

function toStockRow(r: StockSqlRow, intern: Interner): StockRow {
  const { text, orNull, list } = intern;
  return {
    id: r.id,
    slug: r.slug,
    stocknum: r.stocknum,
    year: r.year,
    make: text(r.make),
    model: text(r.model),
    badge: orNull(r.badge),
    series: orNull(r.series),
    colour: orNull(r.colour),
    price: r.price,
    beforePrice: r.before_price,
    subscriptionPrice: r.subscription_price,
    priceType: orNull(r.price_type),
    preorder: r.preorder,
    status: text(r.status),
    carType: text(r.car_type),
    itemType: text(r.item_type),
    tag: orNull(r.tag),
    reserved: r.reserved,
    sold: r.sold,
    certified: r.certified,
    km: r.km,
    body: orNull(r.body),
    transmission: orNull(r.transmission),
    fuel: orNull(r.fuel),
    weeklyPrice: r.weekly_price,
    youxWeeklyRepayment: r.youx_weekly_repayment,
    youxComparisonRate: r.youx_comparison_rate,
    youxAdvertisedRate: r.youx_advertised_rate,
    views: r.views,
    locationName: text(r.location_name),
    city: orNull(r.city),
    state: orNull(r.state),
    dealershipSlug: text(r.dealership_slug),
    dealershipName: text(r.dealership_name),
    imageUrl: r.image_url,
    imageCount: r.image_count,
    dealershipId: r.dealership_id,
    locationId: r.location_id,
    locationLat: r.location_lat,
    locationLng: r.location_long,
    soldAt: r.sold_at_ms === null ? null : new Date(r.sold_at_ms),
    customRank: r.custom_rank,
    drive: orNull(r.drive),
    seats: r.seats,
    vin: r.vin,
    features: list(r.features),
    categories: list(r.categories),
    createdAtMs: r.created_at_ms,
  };
}

/** A site's cars and, at the same positions, their lender records for the site's provider. */
export type LoadedStock = { rows: StockRow[]; lenders: (FinanceLender | null)[] };

/** Cars per query of `loadStockInPages`: PGlite runs a query on the main thread, ~0.04 ms a car when idle. */
const STOCK_PAGE_SIZE = 100;

/**
 * Every car of one site in id order, read a page at a time (keyset on id) with `between()` awaited between
 * pages: a long read never holds the event loop (PGlite runs on it) for more than one page.
 */
export async function loadStockInPages(
  db: Database,
  options: Omit<LoadStockOptions, 'ids'>,
  between: () => Promise<void>,
  pageSize = STOCK_PAGE_SIZE,
): Promise<LoadedStock> {
  const { siteId, financeProvider } = options;
  const stock: LoadedStock = { rows: [], lenders: [] };
  const intern = createInterner();
  for (let lastId = 0; ;) {
    const page = sql`${stockRowsSql(siteId, financeProvider)} and v.id > ${lastId} order by v.id limit ${pageSize}`;
    const { rows } = (await db.execute(page)) as unknown as { rows: StockSqlRow[] };
    for (const row of rows) {
      stock.rows.push(toStockRow(row, intern));
      stock.lenders.push(toFinanceLender(row));
    }
    if (rows.length < pageSize) return stock;
    lastId = rows[rows.length - 1]!.id;
    await between();
  }
}

/** Every car of one site (or the given ids of it), in id order. Site rules are the engines' job, not this. */
export async function loadStock(db: Database, options: LoadStockOptions): Promise<LoadedStock> {
  const { siteId, financeProvider, ids } = options;
  if (ids?.length === 0) return { rows: [], lenders: [] };
  const only = ids
    ? sql` and v.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const query = sql`${stockRowsSql(siteId, financeProvider)}${only} order by v.id`;
  const result = (await db.execute(query)) as unknown as { rows: StockSqlRow[] };
  const intern = createInterner();
  const rows = result.rows.map((row) => toStockRow(row, intern));
  return { rows, lenders: result.rows.map(toFinanceLender) };
}

const HIT_FIELDS = [
  'id',
  'slug',
  'stocknum',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'price',
  'beforePrice',
  'subscriptionPrice',
  'priceType',
  'preorder',
  'status',
  'carType',
  'itemType',
  'tag',
  'reserved',
  'sold',
  'certified',
  'km',
  'body',
  'transmission',
  'fuel',
  'weeklyPrice',
  'youxWeeklyRepayment',
  'youxComparisonRate',
  'youxAdvertisedRate',
  'views',
  'locationName',
  'city',
  'state',
  'dealershipSlug',
  'dealershipName',
  'imageUrl',
  'imageCount',
] as const satisfies readonly (keyof SearchHit & keyof StockRow)[];

/** The card DTO: exactly the SearchHit fields, never the whole row (style: explicit field lists). */
export function toSearchHit(row: StockRow, financeLender: FinanceLender | null): SearchHit {
  const hit: Record<string, unknown> = {};
  for (const field of HIT_FIELDS) hit[field] = row[field];
  // Kept as a number on the row: an ISO string per car would cost ~40 bytes each in every index.
  hit.createdAt = new Date(row.createdAtMs).toISOString();
  hit.financeLender = financeLender;
  return hit as SearchHit;
}
