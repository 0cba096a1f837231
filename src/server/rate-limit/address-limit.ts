import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfterSeconds } from '@/domain/anti-spam/retry-after';
import type { CountingLimiter } from './rate-limits';
import { log } from '@/server/logging';

/**
 * A hard limit's answer: go on (`unavailable` when the limiter failed and nothing was counted), or refuse with
 * 429 and this Retry-After (decision 035).
 */
export type AddressLimitOutcome = { ok: true; unavailable?: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one request of `ip` on this site against a hard limit. Without an address there is nothing to count
 * by. A failing limiter is logged and the request goes on: our fault never refuses a buyer (decision 7).
 */
export async function consumeAddressLimit(
  limiter: CountingLimiter,
  siteId: number,
  ip: string | null,
  what: string,
): Promise<AddressLimitOutcome> {
  if (!ip) return { ok: true };
  // Counter keys hold a hash, never the address itself.
  const key = createHash('sha256').update(ip).digest('hex').slice(0, 32);
  try {
    await limiter.consume(key, 1, { siteId });
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: retryAfterSeconds(rejection.msBeforeNext) };
    }
    log.error({ siteId, err: rejection }, `${what}: rate limiter failed`);
    return { ok: true, unavailable: true };
  }
}
