import 'server-only';
import { sql } from 'drizzle-orm';
import type { SearchHit } from '@/domain/search/state';
import type { FinanceLender } from '@/domain/finance/finance-summary';
import type { Database } from '@/server/db/client';
import { stockRowsSql, type StockSqlRow } from './stock-sql';

/**
 * One car of a site with everything search filters, sorts, matches and renders on a card. Its lender record
 * travels beside it (`LoadedStock.lenders`): the in-memory index keeps those as columns, not as objects.
 */
export type StockRow = Omit<SearchHit, 'financeLender'> & {
  dealershipId: number;
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
    comparisonRate: r.lender_comparison_rate,
    paymentWeek: r.lender_payment_week,
    paymentMonth: r.lender_payment_month,
  };
}

function toStockRow(r: StockSqlRow): StockRow {
  return {
    id: r.id,
    slug: r.slug,
    stocknum: r.stocknum,
    year: r.year,
    make: r.make,
    model: r.model,
    badge: r.badge,
    series: r.series,
    colour: r.colour,
    price: r.price,
    beforePrice: r.before_price,
    subscriptionPrice: r.subscription_price,
    priceType: r.price_type,
    preorder: r.preorder,
    status: r.status,
    carType: r.car_type,
    itemType: r.item_type,
    tag: r.tag,
    reserved: r.reserved,
    sold: r.sold,
    certified: r.certified,
    km: r.km,
    body: r.body,
    transmission: r.transmission,
    fuel: r.fuel,
    weeklyPrice: r.weekly_price,
    youxWeeklyRepayment: r.youx_weekly_repayment,
    youxComparisonRate: r.youx_comparison_rate,
    youxAdvertisedRate: r.youx_advertised_rate,
    views: r.views,
    locationName: r.location_name,
    city: r.city,
    state: r.state,
    dealershipSlug: r.dealership_slug,
    dealershipName: r.dealership_name,
    imageUrl: r.image_url,
    imageCount: r.image_count,
    createdAt: new Date(r.created_at_ms).toISOString(),
    dealershipId: r.dealership_id,
    soldAt: r.sold_at_ms === null ? null : new Date(r.sold_at_ms),
    customRank: r.custom_rank,
    drive: r.drive,
    seats: r.seats,
    vin: r.vin,
    features: r.features,
    categories: r.categories,
    createdAtMs: r.created_at_ms,
  };
}

/** A site's cars and, at the same positions, their lender records for the site's provider. */
export type LoadedStock = { rows: StockRow[]; lenders: (FinanceLender | null)[] };

/** Cars per query of `loadStockInPages`: one page parses in a few milliseconds on PGlite's (main) thread. */
const STOCK_PAGE_SIZE = 2_000;

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
  for (let lastId = 0; ;) {
    const page = sql`${stockRowsSql(siteId, financeProvider)} and v.id > ${lastId} order by v.id limit ${pageSize}`;
    const { rows } = (await db.execute(page)) as unknown as { rows: StockSqlRow[] };
    for (const row of rows) {
      stock.rows.push(toStockRow(row));
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
  return { rows: result.rows.map(toStockRow), lenders: result.rows.map(toFinanceLender) };
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
  'createdAt',
] as const satisfies readonly (keyof SearchHit & keyof StockRow)[];

/** The card DTO: exactly the SearchHit fields, never the whole row (style: explicit field lists). */
export function toSearchHit(row: StockRow, financeLender: FinanceLender | null): SearchHit {
  const hit: Record<string, unknown> = {};
  for (const field of HIT_FIELDS) hit[field] = row[field];
  hit.financeLender = financeLender;
  return hit as SearchHit;
}
