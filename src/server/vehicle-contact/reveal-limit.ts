import 'server-only';
import { PHONE_REVEAL_LIMIT } from '@/domain/vehicle/contact/api';
import type { Database } from '@/server/db/client';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';

/** The phone-reveal limiter of this database: PHONE_REVEAL_LIMIT per address and site (decision 035). */
export function revealLimiter(db: Database): CountingLimiter {
  return siteRateLimiter(db, 'phone-reveal-ip', PHONE_REVEAL_LIMIT);
}
