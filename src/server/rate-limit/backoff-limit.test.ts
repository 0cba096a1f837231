import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackoffRule } from '@/domain/anti-spam/backoff';
import { twoBareSitesForThisFile } from '@/server/db/testing/two-bare-sites';
import { rateLimitCounters } from '@/server/db/schema';
import { consumeBackoff, forgiveBackoff } from './backoff-limit';

const test = twoBareSitesForThisFile('backoff');

// Waits are exact: the clock is frozen and moved by hand (the limiter reads JS's Date only).
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
afterEach(() => vi.useRealTimers());
const pass = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1_000);

const rule: BackoffRule = { free: 2, firstWaitSeconds: 10, maxWaitSeconds: 40, windowSeconds: 3600 };
const consume = (key: string, siteId = test.siteA) => consumeBackoff(test.db, 'test', rule, key, siteId);

describe('consumeBackoff (issue 38, finding 4)', () => {
  it('lets `free` events through, then doubles the wait after each one up to the cap', async () => {
    const outcomes = [await consume('a'), await consume('a'), await consume('a')];
    for (const seconds of [10, 20, 40, 40]) {
      pass(seconds - 1);
      outcomes.push(await consume('a'));
      pass(1);
      outcomes.push(await consume('a'));
    }
    expect(outcomes).toEqual([
      { ok: true },
      { ok: true },
      { ok: false, retryAfterSeconds: 10 },
      { ok: false, retryAfterSeconds: 1 },
      { ok: true },
      { ok: false, retryAfterSeconds: 1 },
      { ok: true },
      { ok: false, retryAfterSeconds: 1 },
      { ok: true },
      { ok: false, retryAfterSeconds: 1 },
      { ok: true },
    ]);
  });

  it('does not count refused events, so hammering does not lengthen the wait', async () => {
    await consume('b');
    await consume('b');
    for (let i = 0; i < 5; i++) await consume('b');
    const [row] = await test.db
      .select({ points: rateLimitCounters.points })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.siteId, test.siteA), eq(rateLimitCounters.key, `test-count:b`)));
    expect(row).toEqual({ points: 2 });
  });

  it('lets exactly one of many events racing past an ended wait through', async () => {
    await consume('c');
    await consume('c');
    pass(10);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => consume('c')));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  });

  it('keeps keys and sites apart', async () => {
    await consume('d');
    await consume('d');
    expect(await consume('d')).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect(await consume('e')).toEqual({ ok: true });
    expect(await consume('d', test.siteB)).toEqual({ ok: true });
  });

  it('takes back a forgiven event', async () => {
    await consume('f');
    await forgiveBackoff(test.db, 'test', rule, 'f', test.siteA);
    await consume('f');
    expect(await consume('f')).toEqual({ ok: true });
    const keys = await test.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'test-%:f'));
    expect(keys.map((row) => row.key).sort()).toEqual(['test-count:f', 'test-wait:f']);
  });
});
