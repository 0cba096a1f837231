import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '@/config/schema/anti-spam';
import { retryAfterSeconds } from '@/domain/anti-spam/retry-after';
import type { Database } from '@/server/db/client';
import { siteRateLimiter } from '@/server/leads/anti-spam/site-rate-limiter';
import { log } from '@/server/logging';

/**
 * Sign-in limits, counted in the database per site (every node agrees). Codes: 3 per address and 10 per
 * client address in 10 minutes, so nobody can flood a buyer's phone or inbox. Attempts: 10 per address and 30
 * per client address in 10 minutes, besides the 3 tries each code allows, so codes cannot be guessed.
 */
export const SIGN_IN_LIMITS = {
  codesPerAddress: { points: 3, durationSeconds: 600 },
  codesPerClient: { points: 10, durationSeconds: 600 },
  attemptsPerAddress: { points: 10, durationSeconds: 600 },
  attemptsPerClient: { points: 30, durationSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export type SignInLimitKind = 'codes' | 'attempts';

export type SignInLimitOutcome =
  | { ok: true }
  | { ok: false; reason: 'over'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable' };

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Counts one code request or one attempt for `address` (and the client's address, when known). Unlike lead
 * limits, sign-in fails closed (spec decisions, 7): when the counters cannot be read, nobody signs in.
 */
export async function consumeSignInLimits(
  db: Database,
  siteId: number,
  kind: SignInLimitKind,
  subject: { address: string; ip: string | null },
): Promise<SignInLimitOutcome> {
  const perAddress = kind === 'codes' ? SIGN_IN_LIMITS.codesPerAddress : SIGN_IN_LIMITS.attemptsPerAddress;
  const perClient = kind === 'codes' ? SIGN_IN_LIMITS.codesPerClient : SIGN_IN_LIMITS.attemptsPerClient;
  const checks = [{ rule: perAddress, key: `address:${subject.address}` }];
  if (subject.ip) checks.push({ rule: perClient, key: `ip:${subject.ip}` });
  try {
    for (const { rule, key } of checks) {
      await siteRateLimiter(db, `sign-in-${kind}`, rule).consume(hashed(key), 1, { siteId });
    }
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, reason: 'over', retryAfterSeconds: retryAfterSeconds(rejection.msBeforeNext) };
    }
    log.error({ siteId, err: rejection }, 'sign-in: rate limiter failed');
    return { ok: false, reason: 'unavailable' };
  }
}
