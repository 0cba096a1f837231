import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { PHONE_REVEAL_LIMIT } from '@/domain/vehicle/contact/api';
import type { Database } from '@/server/db/client';
import type { CountingLimiter } from '@/server/leads/anti-spam/rate-limits';
import { SiteRateLimiter } from '@/server/leads/anti-spam/site-rate-limiter';
import { log } from '@/server/logging';

export type RevealLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

// The counters live in the shared rate_limit_counters table (per site), so one instance per database will do.
const limiters = new WeakMap<Database, CountingLimiter>();

/** The phone-reveal limiter of this database: PHONE_REVEAL_LIMIT per address and site. */
export function revealLimiter(db: Database): CountingLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new SiteRateLimiter(db, {
      keyPrefix: 'phone-reveal-ip',
      points: PHONE_REVEAL_LIMIT.points,
      duration: PHONE_REVEAL_LIMIT.durationSeconds,
    });
    limiters.set(db, limiter);
  }
  return limiter;
}

/**
 * Counts one reveal of `ip` on this site. Without an address there is nothing to count by (as for leads).
 * A limiter failure is logged and the reveal goes on: the number must show whatever happens (D-71).
 */
export async function consumeRevealLimit(
  limiter: CountingLimiter,
  siteId: number,
  ip: string | null,
): Promise<RevealLimitOutcome> {
  if (!ip) return { ok: true };
  // Counter keys hold a hash, never the address itself.
  const key = createHash('sha256').update(ip).digest('hex').slice(0, 32);
  try {
    await limiter.consume(key, 1, { siteId });
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    log.error({ siteId, err: rejection }, 'phone reveal: rate limiter failed');
    return { ok: true };
  }
}
