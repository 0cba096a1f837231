import { and, eq } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { twoBareSitesForThisFile } from '@/server/db/testing/two-bare-sites';
import { rateLimitCounters } from '@/server/db/schema';
import { SiteRateLimiter } from './site-rate-limiter';

const test = twoBareSitesForThisFile('limiter');

const settle = (promises: Promise<RateLimiterRes>[]) =>
  Promise.all(
    promises.map((promise) =>
      promise.then(
        () => 'ok' as const,
        () => 'over' as const,
      ),
    ),
  );

describe('SiteRateLimiter', () => {
  it('counts concurrent consumes exactly and refuses above the points', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'burst', points: 5, duration: 60 });
    const results = await settle(
      Array.from({ length: 8 }, () => limiter.consume('k', 1, { siteId: test.siteA })),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    const [row] = await test.db
      .select({ points: rateLimitCounters.points })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.siteId, test.siteA), eq(rateLimitCounters.key, 'burst:k')));
    expect(row).toEqual({ points: 8 });
  });

  it('keeps separate counters per site for the same key', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'tenant', points: 1, duration: 60 });
    await limiter.consume('same', 1, { siteId: test.siteA });
    const onB = await limiter.consume('same', 1, { siteId: test.siteB });
    expect(onB.consumedPoints).toBe(1);
    await expect(limiter.consume('same', 1, { siteId: test.siteA })).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('restarts a counter once its duration has passed', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'window', points: 1, duration: 1 });
    await limiter.consume('k', 1, { siteId: test.siteA });
    await expect(limiter.consume('k', 1, { siteId: test.siteA })).rejects.toBeInstanceOf(RateLimiterRes);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const fresh = await limiter.consume('k', 1, { siteId: test.siteA });
    expect(fresh.consumedPoints).toBe(1);
    expect(fresh.isFirstInDuration).toBe(true);
  });

  it('reads and deletes a counter of one site', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'read', points: 3, duration: 60 });
    await limiter.consume('k', 2, { siteId: test.siteA });
    expect((await limiter.get('k', { siteId: test.siteA }))?.remainingPoints).toBe(1);
    expect(await limiter.get('k', { siteId: test.siteB })).toBeNull();
    expect(await limiter.delete('k', { siteId: test.siteA })).toBe(true);
    expect(await limiter.get('k', { siteId: test.siteA })).toBeNull();
  });
});
