import { and, eq } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { rateLimitCounters, sites } from '@/server/db/schema';
import { SiteRateLimiter } from './site-rate-limiter';

let test: TestDatabase;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const rows = await test.db
    .insert(sites)
    .values([
      { slug: 'limiter-a', name: 'A' },
      { slug: 'limiter-b', name: 'B' },
    ])
    .returning({ id: sites.id });
  [siteA, siteB] = rows.map((row) => row.id) as [number, number];
});
afterAll(async () => test.close());

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
    const results = await settle(Array.from({ length: 8 }, () => limiter.consume('k', 1, { siteId: siteA })));
    expect(results.filter((result) => result === 'ok')).toHaveLength(5);
    const [row] = await test.db
      .select({ points: rateLimitCounters.points })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.siteId, siteA), eq(rateLimitCounters.key, 'burst:k')));
    expect(row).toEqual({ points: 8 });
  });

  it('keeps separate counters per site for the same key', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'tenant', points: 1, duration: 60 });
    await limiter.consume('same', 1, { siteId: siteA });
    const onB = await limiter.consume('same', 1, { siteId: siteB });
    expect(onB.consumedPoints).toBe(1);
    await expect(limiter.consume('same', 1, { siteId: siteA })).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('restarts a counter once its duration has passed', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'window', points: 1, duration: 1 });
    await limiter.consume('k', 1, { siteId: siteA });
    await expect(limiter.consume('k', 1, { siteId: siteA })).rejects.toBeInstanceOf(RateLimiterRes);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const fresh = await limiter.consume('k', 1, { siteId: siteA });
    expect(fresh.consumedPoints).toBe(1);
    expect(fresh.isFirstInDuration).toBe(true);
  });

  it('reads and deletes a counter of one site', async () => {
    const limiter = new SiteRateLimiter(test.db, { keyPrefix: 'read', points: 3, duration: 60 });
    await limiter.consume('k', 2, { siteId: siteA });
    expect((await limiter.get('k', { siteId: siteA }))?.remainingPoints).toBe(1);
    expect(await limiter.get('k', { siteId: siteB })).toBeNull();
    expect(await limiter.delete('k', { siteId: siteA })).toBe(true);
    expect(await limiter.get('k', { siteId: siteA })).toBeNull();
  });
});
