import 'server-only';
import type { SiteConfig } from '@/config';
import {
  checkRegoLookupQuery,
  REGO_LOOKUP_ASK_MESSAGE,
  regoNotFoundMessage,
  type RegoLookupAnswer,
  type RegoLookupFieldErrors,
} from '@/domain/trade-in/rego-lookup';
import type { Database } from '@/server/db/client';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';
import { regoLookupProviderFor, type RegoLookupProvider } from '@/server/providers/rego-lookup';

/**
 * Per site and address, in the table every app instance shares (decision 037): each lookup costs the dealer
 * and tells who owns which car model, so one client cannot run through many plates.
 */
export const REGO_LOOKUP_LIMIT = { keyPrefix: 'rego-lookup', points: 20, durationSeconds: 60 } as const;

export type RegoLookupSite = { id: number; config: Pick<SiteConfig, 'tradeIn'> };

export type RegoLookupApiResponse =
  | { status: 200; body: RegoLookupAnswer }
  | { status: 400; body: { error: string; fieldErrors: RegoLookupFieldErrors } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

export type RegoLookupApiOptions = {
  limiter: CountingLimiter;
  ip: string | null;
  /** Tests pass their own; the default is the site's configured provider. */
  providerFor?: (config: Pick<SiteConfig, 'tradeIn'>) => RegoLookupProvider;
};

/** The lookup limiter of this database: REGO_LOOKUP_LIMIT per address and site. */
export function regoLookupLimiter(db: Database): CountingLimiter {
  return siteRateLimiter(db, REGO_LOOKUP_LIMIT.keyPrefix, REGO_LOOKUP_LIMIT);
}

const ASK: RegoLookupApiResponse = { status: 200, body: { found: false, message: REGO_LOOKUP_ASK_MESSAGE } };

/**
 * GET /api/trade-in/rego?rego={plate}&state={state} (decision 044): the car a plate belongs to, from the rego
 * lookup service of this site's own config. Without one (the built-in provider), for an unknown plate, or
 * when the service cannot answer (logged by the provider's fallback), the buyer is asked to type the car in.
 * Only the service's lookups count against the address's limit: the built-in answer costs nothing.
 */
export async function handleRegoLookupApi(
  site: RegoLookupSite,
  query: URLSearchParams,
  options: RegoLookupApiOptions,
): Promise<RegoLookupApiResponse> {
  const checked = checkRegoLookupQuery({ rego: query.get('rego'), state: query.get('state') });
  if (!checked.ok) return { status: 400, body: { error: checked.message, fieldErrors: checked.fieldErrors } };
  const provider = (options.providerFor ?? regoLookupProviderFor)(site.config);
  if (provider.name === 'ask-the-buyer') return ASK;
  const limit = await consumeAddressLimit(options.limiter, site.id, options.ip, 'rego lookup');
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return { status: 429, body: { error: 'Too many rego lookups' }, retryAfterSeconds };
  }
  const result = await provider.lookup(checked.query);
  if (result.kind === 'ask') return ASK;
  if (result.kind === 'not_found') {
    return { status: 200, body: { found: false, message: regoNotFoundMessage(checked.query) } };
  }
  const { year, make, model, badge } = result.vehicle;
  return { status: 200, body: { found: true, year, make, model, badge } };
}
