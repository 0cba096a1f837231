import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { PRICE_RANGE_BUCKETS } from '@/domain/search/attributes';

/**
 * One definition of a site's stock as SQL rows, used by `loadStock` (the in-memory index's source) and as
 * the SQL engine's base relation, so both engines see identical values. Timestamps come back as whole
 * milliseconds and numbers as int/float8: both drivers then hand JavaScript plain numbers.
 */
export function stockRowsSql(siteId: number, financeProvider: string | null): SQL {
  return sql`
    select v.id, v.slug, v.stocknum, v.year::int as year, v.make, v.model, v.badge, v.series, v.colour,
      v.price, v.before_price, v.subscription_price, v.price_type, v.preorder, v.status, v.car_type,
      v.item_type, v.tag, v.reserved, v.sold,
      floor(extract(epoch from v.sold_at) * 1000)::float8 as sold_at_ms,
      v.certified, v.custom_rank, v.km, v.simple_body as body, v.simple_transmission as transmission,
      v.simple_fuel as fuel, v.simple_drive as drive, v.seats::int as seats, v.vin,
      v.features, v.categories,
      round(coalesce(v.youx_weekly_repayment, fl.payment_week)::numeric)::int as weekly_price,
      v.youx_weekly_repayment, v.youx_comparison_rate, v.youx_advertised_rate,
      fl.provider as lender_provider, fl.interest_rate as lender_interest_rate,
      fl.establishment_fees as lender_establishment_fees, fl.monthly_fee as lender_monthly_fee,
      fl.payment_week as lender_payment_week, fl.payment_month as lender_payment_month,
      fl.term_years as lender_term_years, fl.term_months::int as lender_term_months,
      fl.term_weeks::int as lender_term_weeks, fl.deposit as lender_deposit, fl.balloon as lender_balloon,
      coalesce(vc.views, 0)::float8 as views,
      l.name as location_name, l.city, l.state, v.location_id, l.lat::float8 as location_lat,
      l.long::float8 as location_long, v.dealership_id, d.slug as dealership_slug,
      d.name as dealership_name,
      (select i.url from vehicle_images i where i.site_id = v.site_id and i.vehicle_id = v.id
        order by i.position limit 1) as image_url,
      (select count(*) from vehicle_images i where i.site_id = v.site_id and i.vehicle_id = v.id)::int
        as image_count,
      floor(extract(epoch from v.created_at) * 1000)::float8 as created_at_ms
    from vehicles v
    join locations l on l.site_id = v.site_id and l.id = v.location_id
    join dealerships d on d.site_id = v.site_id and d.id = v.dealership_id
    left join vehicle_view_counts vc on vc.site_id = v.site_id and vc.vehicle_id = v.id
    left join vehicle_finance_lenders fl
      on fl.site_id = v.site_id and fl.vehicle_id = v.id and fl.provider = ${financeProvider}
    where v.site_id = ${siteId}`;
}

/** The raw row of `stockRowsSql`. */
export type StockSqlRow = {
  id: number;
  slug: string;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  status: string;
  car_type: string;
  item_type: string;
  tag: string | null;
  reserved: boolean;
  sold: boolean;
  sold_at_ms: number | null;
  certified: boolean;
  custom_rank: number;
  km: number;
  body: string | null;
  transmission: string | null;
  fuel: string | null;
  drive: string | null;
  seats: number | null;
  vin: string | null;
  features: string[];
  categories: string[];
  weekly_price: number | null;
  youx_weekly_repayment: number | null;
  youx_comparison_rate: number | null;
  youx_advertised_rate: number | null;
  /** Null when the car has no lender row for the site's provider; the rates are `real`, as stored. */
  lender_provider: string | null;
  lender_interest_rate: number | null;
  lender_establishment_fees: number | null;
  lender_monthly_fee: number | null;
  lender_payment_week: number | null;
  lender_payment_month: number | null;
  /** The record's loan (F-27): what the car's weekly figure is computed from (decision 069). */
  lender_term_years: number | null;
  lender_term_months: number | null;
  lender_term_weeks: number | null;
  lender_deposit: number | null;
  lender_balloon: number | null;
  views: number;
  location_name: string;
  city: string | null;
  state: string | null;
  location_id: number;
  location_lat: number | null;
  location_long: number | null;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  image_url: string | null;
  image_count: number;
  created_at_ms: number;
};

/** price_range bucket of a base-relation row `b`, generated from the same table as `priceRangeLabel`. */
export function priceRangeSql(): SQL {
  const branches = [...PRICE_RANGE_BUCKETS]
    .reverse()
    .map((bucket) => sql`when b.price >= ${bucket.min} then ${bucket.label}`);
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

/** The text a car is found by (make … location), tokenized like `tokenize`: ASCII lower-case only. */
export function tokensSql(): SQL {
  return sql`regexp_split_to_array(translate(concat_ws(' ', b.make, b.model, b.badge, b.series, b.body,
    b.colour, b.fuel, b.transmission, b.stocknum, b.vin, b.location_name),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[^a-z0-9]+')`;
}
