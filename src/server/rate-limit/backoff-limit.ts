import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { backoffWaitSeconds, type BackoffRule } from '@/domain/anti-spam/backoff';
import { retryAfterSeconds } from '@/domain/anti-spam/retry-after';
import type { Database } from '@/server/db/client';
import { siteRateLimiter } from './site-rate-limiter';

export type BackoffOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

// Two counters of the shared limiter per name: how many events the window has seen, and the wait (a row that
// lives as long as the wait; `customDuration` sets its life only when it starts, which is the point).
const counter = (db: Database, name: string, rule: BackoffRule) =>
  siteRateLimiter(db, `${name}-count`, { points: 1, durationSeconds: rule.windowSeconds });
const wait = (db: Database, name: string, rule: BackoffRule) =>
  siteRateLimiter(db, `${name}-wait`, { points: 1, durationSeconds: rule.maxWaitSeconds });

/**
 * Counts one event of `key` on a site against a backoff rule (domain/anti-spam/backoff.ts). A refused event is
 * not counted. Two events racing past an ended wait both count, but only the one that starts the next wait
 * goes through (the wait row is one atomic upsert). Store errors are thrown: the caller fails open or closed.
 */
export async function consumeBackoff(
  db: Database,
  name: string,
  rule: BackoffRule,
  key: string,
  siteId: number,
): Promise<BackoffOutcome> {
  const waiting = await wait(db, name, rule).get(key, { siteId });
  if (waiting) return { ok: false, retryAfterSeconds: retryAfterSeconds(waiting.msBeforeNext) };
  // `penalty` only counts: the count never refuses, the wait does.
  const count = (await counter(db, name, rule).penalty(key, 1, { siteId })).consumedPoints;
  const seconds = backoffWaitSeconds(rule, count);
  if (seconds === 0) return { ok: true };
  try {
    await wait(db, name, rule).consume(key, 1, { siteId, customDuration: seconds });
    return { ok: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    await forgiveBackoff(db, name, rule, key, siteId);
    return { ok: false, retryAfterSeconds: retryAfterSeconds(rejection.msBeforeNext) };
  }
}

/** Takes back one counted event of `key` (it turned out not to be one the rule is about). */
export async function forgiveBackoff(
  db: Database,
  name: string,
  rule: BackoffRule,
  key: string,
  siteId: number,
): Promise<void> {
  await counter(db, name, rule).reward(key, 1, { siteId });
}
