import 'server-only';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '@/config/schema/anti-spam';
import type { Database } from '@/server/db/client';
import { rateLimitCounters } from '@/server/db/schema';
import { cleanUpExpiredAtMostEveryMinute } from './expired-cleanup';

type CounterRow = { points: number; expiresAt: Date | null };

/** Every call names its site: rate-limiter-flexible passes this options object through to the store. */
export type SiteLimiterOptions = { siteId: number };

/**
 * rate-limiter-flexible's Drizzle store, re-pointed at our own migrated `rate_limit_counters` table: counts are
 * shared by every process and node on one database (PGlite or PostgreSQL) and keyed by site like every tenant
 * table. The library keeps its algorithm (points, duration, blocking, error handling); the four store methods
 * below replace its single-key table access with (site_id, key). Its own expiry timer stays off: expired rows
 * are swept per site by cleanUpExpiredAtMostEveryMinute.
 */
export class SiteRateLimiter extends RateLimiterDrizzle {
  private readonly db: Database;

  constructor(db: Database, options: { keyPrefix: string; points: number; duration: number }) {
    super({ ...options, storeClient: db, schema: rateLimitCounters, clearExpiredByTimeout: false });
    this.db = db;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, row: CounterRow): RateLimiterRes {
    const msBeforeNext = row.expiresAt ? Math.max(row.expiresAt.getTime() - Date.now(), 0) : -1;
    const remaining = Math.max(this.points - row.points, 0);
    return new RateLimiterRes(remaining, msBeforeNext, row.points, row.points === changedPoints);
  }

  /** One atomic upsert: a new or expired counter restarts at `points`, a live one adds them. */
  async _upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire: boolean,
    options: SiteLimiterOptions,
  ): Promise<CounterRow> {
    const { siteId } = options;
    const now = new Date();
    const expiresAt = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    await cleanUpExpiredAtMostEveryMinute('rate_limit_counters', siteId, now, () =>
      this.db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.siteId, siteId), lt(rateLimitCounters.expiresAt, now))),
    );
    const expired = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
    const nextExpiry = sql`${expiresAt?.toISOString() ?? null}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ siteId, key: rlKey, points, expiresAt })
      .onConflictDoUpdate({
        target: [rateLimitCounters.siteId, rateLimitCounters.key],
        set: forceExpire
          ? { points, expiresAt }
          : {
              points: sql`case when ${expired} then ${points}::int else ${rateLimitCounters.points} + ${points}::int end`,
              expiresAt: sql`case when ${expired} then ${nextExpiry} else ${rateLimitCounters.expiresAt} end`,
            },
      })
      .returning({ points: rateLimitCounters.points, expiresAt: rateLimitCounters.expiresAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  async _get(rlKey: string, options: SiteLimiterOptions): Promise<CounterRow | null> {
    const [row] = await this.db
      .select({ points: rateLimitCounters.points, expiresAt: rateLimitCounters.expiresAt })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.siteId, options.siteId),
          eq(rateLimitCounters.key, rlKey),
          or(isNull(rateLimitCounters.expiresAt), gt(rateLimitCounters.expiresAt, new Date())),
        ),
      );
    return row ?? null;
  }

  async _delete(rlKey: string, options: SiteLimiterOptions): Promise<boolean> {
    const deleted = await this.db
      .delete(rateLimitCounters)
      .where(and(eq(rateLimitCounters.siteId, options.siteId), eq(rateLimitCounters.key, rlKey)))
      .returning({ key: rateLimitCounters.key });
    return deleted.length > 0;
  }
}

// One limiter per database, name and rule: the counters live in the table, so instances are only configuration.
const limiterCache = new WeakMap<Database, Map<string, SiteRateLimiter>>();

/** The database limiter named `keyPrefix` (the prefix of its counter keys) for this rule. */
export function siteRateLimiter(db: Database, keyPrefix: string, rule: RateLimitRule): SiteRateLimiter {
  const cache = limiterCache.get(db) ?? new Map<string, SiteRateLimiter>();
  limiterCache.set(db, cache);
  const cacheKey = `${keyPrefix}:${rule.points}:${rule.durationSeconds}`;
  let limiter = cache.get(cacheKey);
  if (!limiter) {
    limiter = new SiteRateLimiter(db, { keyPrefix, points: rule.points, duration: rule.durationSeconds });
    cache.set(cacheKey, limiter);
  }
  return limiter;
}
