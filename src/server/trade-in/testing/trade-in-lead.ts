import { BEST_CONDITION } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { solvedCaptchaForTest } from '@/server/leads/anti-spam/testing';
import { handleLeadApi } from '@/server/lead-intake/handle-lead-api';

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
  name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  opt_in: true,
  offer_accepted: '',
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
    captcha: await solvedCaptchaForTest(db, site.id, 'trade_in'),
  };
  const request = {
    body: JSON.stringify(payload),
    ip: options.ip ?? '203.0.113.9',
    userAgent: 'Vitest',
    ...(options.origin ? { origin: options.origin } : {}),
  };
  return handleLeadApi(db, site, request, options.now);
}
