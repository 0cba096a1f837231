import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AntiSpamConfig, RateLimitRule } from '@/config/schema/anti-spam';
import { contactKeys } from '@/domain/anti-spam/contact-keys';
import type { LimitOutcome } from '@/domain/anti-spam/verdict';
import type { Database } from '@/server/db/client';
import { SiteRateLimiter, type SiteLimiterOptions } from './site-rate-limiter';
import { log } from '@/server/logging';

export type LimitScope = 'ip' | 'contact' | 'site';

/** What assessSubmission needs from a limiter; tests inject one that fails. */
export type CountingLimiter = Pick<RateLimiterAbstract, 'consume'>;

export type LimiterFactory = (scope: LimitScope, rule: RateLimitRule) => CountingLimiter;

// One limiter per database and rule: the counters live in the table, so instances are only configuration.
const limiterCache = new WeakMap<Database, Map<string, CountingLimiter>>();

/** The default: counters in the database, shared by every process and node. */
export function databaseLimiters(db: Database): LimiterFactory {
  return (scope, rule) => {
    const cache = limiterCache.get(db) ?? new Map<string, CountingLimiter>();
    limiterCache.set(db, cache);
    const cacheKey = `${scope}:${rule.points}:${rule.durationSeconds}`;
    let limiter = cache.get(cacheKey);
    if (!limiter) {
      limiter = new SiteRateLimiter(db, {
        keyPrefix: `lead-${scope}`,
        points: rule.points,
        duration: rule.durationSeconds,
      });
      cache.set(cacheKey, limiter);
    }
    return limiter;
  };
}

/** Counter keys hold a hash, never an IP address, email or phone number. */
function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

export type LimitSubject = {
  siteId: number;
  ip: string | null;
  contact: { email?: string | null; phone?: string | null };
};

type LimitCheck = { scope: LimitScope; rule: RateLimitRule | null; key: string };

/** Counts one submission against each configured limit of the site: per IP, per contact detail, per site. */
export async function consumeSubmissionLimits(
  limiters: LimiterFactory,
  rules: AntiSpamConfig['rateLimits'],
  subject: LimitSubject,
): Promise<LimitOutcome[]> {
  const checks: LimitCheck[] = [];
  if (subject.ip) checks.push({ scope: 'ip', rule: rules.ip, key: subject.ip });
  for (const key of contactKeys(subject.contact)) checks.push({ scope: 'contact', rule: rules.contact, key });
  checks.push({ scope: 'site', rule: rules.site, key: 'all' });
  const options = { siteId: subject.siteId };
  return Promise.all(
    checks.flatMap(({ scope, rule, key }) =>
      rule ? [consume(limiters(scope, rule), rule, hashKey(key), options)] : [],
    ),
  );
}

async function consume(
  limiter: CountingLimiter,
  rule: RateLimitRule,
  key: string,
  options: SiteLimiterOptions,
): Promise<LimitOutcome> {
  try {
    await limiter.consume(key, 1, options);
    return 'ok';
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      log.error({ siteId: options.siteId, err: rejection }, 'anti-spam: rate limiter failed');
      return 'unavailable';
    }
    return rule.rejectAbove !== null && rejection.consumedPoints > rule.rejectAbove ? 'over_ceiling' : 'over';
  }
}
