import { TRADE_IN_SELLER } from '@/domain/leads/test-rules';
import { BEST_CONDITION } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { postLeadForTest } from '@/server/lead-intake/testing';

/**
 * A buyer's 2022 Mazda CX-5 with its answers and contact: the gauge fixture's comparables
 * (`seedValuationListings`) value it at $25,500–$28,600, offer $26,400.
 */
export const TRADE_IN_CAR = {
  Rego: 'abc 123',
  rego_state: 'nsw',
  year: '2022',
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  km: '40,000',
  ...BEST_CONDITION,
  ...TRADE_IN_SELLER,
};

/**
 * The built-in valuation of a 2022 Mazda CX-5 with 40,000 km in best condition (TRADE_IN_CAR) against the
 * gauge fixture's listings: nine comparables.
 */
export const TRADE_IN_CAR_ESTIMATE = {
  kind: 'estimate',
  low: 25_500,
  high: 28_600,
  offer: 26_400,
  comparables: 9,
  level: 'model',
  basis: 'Based on 9 comparable 2021–2023 Mazda CX-5 listings, adjusted for year, kilometres and condition.',
};

let keys = 0;

/** POST /api/leads of a trade-in valuation, captcha solved, as the buyer's form sends it at `now`. */
export async function postTradeInLead(
  db: Database,
  site: SiteContext,
  fields: Record<string, unknown>,
  options: { now: Date; key?: string; carId?: number; origin?: string; ip?: string },
) {
  keys += 1;
  const payload = {
    form_type: 'trade_in',
    ...(options.carId === undefined ? {} : { car_id: options.carId }),
    idempotency_key: options.key ?? `trade-in-key-${String(keys).padStart(6, '0')}`,
    fields,
    user_data: { url: '/trade-in' },
    homepage_url: '',
    opened_at: options.now.getTime() - 60_000,
  };
  const { now, ip = '203.0.113.9', origin } = options;
  return postLeadForTest(db, site, payload, { now, ip, origin });
}
