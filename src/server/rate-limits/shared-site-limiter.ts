import 'server-only';
import type { Database } from '@/server/db/client';
import type { CountingLimiter } from '@/server/leads/anti-spam/rate-limits';
import { SiteRateLimiter } from '@/server/leads/anti-spam/site-rate-limiter';

export type SharedLimit = { keyPrefix: string; points: number; durationSeconds: number };

// The counts live in rate_limit_counters, so every app instance on the database shares them (decision 037);
// the limiter objects are only configuration, one per database and limit.
const limiters = new WeakMap<Database, Map<string, CountingLimiter>>();

/** The limiter of `limit` on this database: counts per site in the shared table, whichever process asks. */
export function sharedSiteLimiter(db: Database, limit: SharedLimit): CountingLimiter {
  const byLimit = limiters.get(db) ?? new Map<string, CountingLimiter>();
  limiters.set(db, byLimit);
  const cacheKey = `${limit.keyPrefix}:${limit.points}:${limit.durationSeconds}`;
  let limiter = byLimit.get(cacheKey);
  if (!limiter) {
    const { keyPrefix, points, durationSeconds: duration } = limit;
    limiter = new SiteRateLimiter(db, { keyPrefix, points, duration });
    byLimit.set(cacheKey, limiter);
  }
  return limiter;
}
