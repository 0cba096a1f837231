import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AntiSpamConfig, RateLimitRule } from '@/config/schema/anti-spam';
import { contactKeys } from '@/domain/anti-spam/contact-keys';
import type { LimitOutcome } from '@/domain/anti-spam/verdict';
import type { Database } from '@/server/db/client';
import { siteRateLimiter, type SiteLimiterOptions } from './site-rate-limiter';
import { log } from '@/server/logging';

export type LimitScope = 'submissions' | 'ip' | 'contact' | 'site';

/** What assessSubmission needs from a limiter; tests inject one that fails. */
export type CountingLimiter = Pick<RateLimiterAbstract, 'consume'>;

export type LimiterFactory = (scope: LimitScope, rule: RateLimitRule) => CountingLimiter;

/** The default: counters in the database, shared by every process and node. */
export function databaseLimiters(db: Database): LimiterFactory {
  return (scope, rule) => siteRateLimiter(db, `lead-${scope}`, rule);
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

/**
 * A contact detail is counted per client address (decision 035): a third party sending the buyer's email from
 * elsewhere fills counters of its own and cannot get the buyer's lead flagged. Without an address the
 * contact alone is counted.
 */
function contactChecks(subject: LimitSubject, rule: RateLimitRule | null): LimitCheck[] {
  const from = subject.ip ? `|ip:${subject.ip}` : '';
  return contactKeys(subject.contact).map((key) => ({ scope: 'contact', rule, key: `${key}${from}` }));
}

/** Counts one submission against each flag limit of the site: per IP, per contact detail and IP, per site. */
export async function consumeSubmissionLimits(
  limiters: LimiterFactory,
  rules: AntiSpamConfig['rateLimits'],
  subject: LimitSubject,
): Promise<LimitOutcome[]> {
  const checks: LimitCheck[] = [];
  if (subject.ip) checks.push({ scope: 'ip', rule: rules.ip, key: subject.ip });
  checks.push(...contactChecks(subject, rules.contact));
  checks.push({ scope: 'site', rule: rules.site, key: 'all' });
  const options = { siteId: subject.siteId };
  return Promise.all(
    checks.flatMap(({ scope, rule, key }) =>
      rule ? [consume(limiters(scope, rule), hashKey(key), options)] : [],
    ),
  );
}

async function consume(
  limiter: CountingLimiter,
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
    return 'over';
  }
}
