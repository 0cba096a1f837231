import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { dealerships, phoneReveals, rateLimitCounters } from '@/server/db/schema';
import { addListings } from '@/server/price-comparison/test-fixture';
import { handlePhoneRevealApi } from '@/server/vehicle-contact/phone-reveal-api';
import { log } from '@/server/logging';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { POST } = await import('./route');

const VISITOR = 'visitor-0000000000000001';
const OTHER_VISITOR = 'visitor-0000000000000002';

let carA: number;
let carA2: number;
let carB: number;
let dealershipA: number;
beforeAll(async () => {
  const rowsA = await addListings(test.db, test.siteA, [{ slug: 'reveal-a' }, { slug: 'reveal-a2' }]);
  const rowsB = await addListings(test.db, test.siteB, [{ slug: 'reveal-a' }]);
  carA = rowsA[0]!.id;
  carA2 = rowsA[1]!.id;
  carB = rowsB[0]!.id;
  const [dealership] = await test.db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.siteId, test.siteA));
  dealershipA = dealership!.id;
});

const post = (host: string, body: unknown, ip?: string) =>
  POST(
    new Request(`http://${host}/api/phone-reveal`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const stored = (siteId: number) =>
  test.db
    .select({
      siteId: phoneReveals.siteId,
      vehicleId: phoneReveals.vehicleId,
      dealershipId: phoneReveals.dealershipId,
      visitor: phoneReveals.visitor,
      day: phoneReveals.day,
    })
    .from(phoneReveals)
    .where(eq(phoneReveals.siteId, siteId))
    .orderBy(phoneReveals.vehicleId, phoneReveals.visitor, phoneReveals.day);

const clear = () => test.db.delete(phoneReveals);

describe('POST /api/phone-reveal (D-68)', () => {
  it("stores one reveal under the host's site and the car's dealership, whatever the body claims", async () => {
    await clear();
    const response = await post('isolation-a.test', {
      car_id: carA,
      visitor: VISITOR,
      website_id: test.siteB,
      dealership_id: 999_999,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ counted: true });
    const rows = await stored(test.siteA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      siteId: test.siteA,
      vehicleId: carA,
      dealershipId: dealershipA,
      visitor: VISITOR,
    });
    expect(await stored(test.siteB)).toEqual([]);
  });

  it('counts a visitor once per car and day; another visitor or car counts again', async () => {
    await clear();
    expect(await (await post('isolation-a.test', { car_id: carA, visitor: VISITOR })).json()).toEqual({
      counted: true,
    });
    expect(await (await post('isolation-a.test', { car_id: carA, visitor: VISITOR })).json()).toEqual({
      counted: false,
    });
    expect(await (await post('isolation-a.test', { car_id: carA, visitor: OTHER_VISITOR })).json()).toEqual({
      counted: true,
    });
    expect(await (await post('isolation-a.test', { car_id: carA2, visitor: VISITOR })).json()).toEqual({
      counted: true,
    });
    const rows = await stored(test.siteA);
    expect(rows.map((row) => [row.vehicleId, row.visitor])).toEqual([
      [carA, VISITOR],
      [carA, OTHER_VISITOR],
      [carA2, VISITOR],
    ]);
  });

  it("is a 404 for another site's car id and stores nothing", async () => {
    await clear();
    const response = await post('isolation-a.test', { car_id: carB, visitor: VISITOR });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
    expect(await test.db.select().from(phoneReveals)).toEqual([]);
  });

  it('refuses a malformed body, and an unknown host is a 404', async () => {
    await clear();
    const bad = await post('isolation-a.test', { car_id: 'x', visitor: VISITOR });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid request' });
    expect((await post('isolation-a.test', 'not json')).status).toBe(400);
    expect((await post('isolation-a.test', { car_id: carA })).status).toBe(400);
    const huge = await post('isolation-a.test', { car_id: carA, visitor: VISITOR, pad: 'x'.repeat(5_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: 'Request too large',
      fieldErrors: { body: 'expected at most 4096 bytes' },
    });
    // Above PostgreSQL's integer range: refused here, never a failed query (issue 14).
    const tooBig = await post('isolation-a.test', { car_id: 2_147_483_648, visitor: VISITOR });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({ error: 'Invalid request' });
    const unknown = await post('nobody.test', { car_id: carA, visitor: VISITOR });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown site' });
    expect(await test.db.select().from(phoneReveals)).toEqual([]);
  });

  it("starts a new day at the site's midnight (Australia/Brisbane by default)", async () => {
    await clear();
    const site = { id: test.siteA, config: { timezone: 'Australia/Brisbane' } };
    const body = { car_id: carA, visitor: VISITOR };
    const db = test.db;
    // 13:59 UTC is 23:59 in Brisbane on the 20th; 14:00 UTC is midnight of the 21st.
    expect(await handlePhoneRevealApi(db, site, body, new Date('2026-11-20T00:30:00Z'))).toEqual({
      status: 200,
      body: { counted: true },
    });
    expect((await handlePhoneRevealApi(db, site, body, new Date('2026-11-20T13:59:00Z'))).body).toEqual({
      counted: false,
    });
    expect((await handlePhoneRevealApi(db, site, body, new Date('2026-11-20T14:00:00Z'))).body).toEqual({
      counted: true,
    });
    const rows = await db
      .select({ day: phoneReveals.day })
      .from(phoneReveals)
      .where(and(eq(phoneReveals.siteId, test.siteA), eq(phoneReveals.vehicleId, carA)))
      .orderBy(phoneReveals.day);
    expect(rows).toEqual([{ day: '2026-11-20' }, { day: '2026-11-21' }]);
  });
});

describe('POST /api/phone-reveal rate limit (30 per address and site in 10 minutes)', () => {
  const visitor = (n: number) => `visitor-${String(n).padStart(16, '0')}`;
  const reset = async () => {
    await clear();
    await test.db.delete(rateLimitCounters);
  };

  it('answers 429 with a clear error and Retry-After after 30 reveals from one address, storing nothing more', async () => {
    await reset();
    for (let n = 0; n < 30; n++) {
      const response = await post('isolation-a.test', { car_id: carA, visitor: visitor(n) }, '203.0.113.7');
      expect(response.status).toBe(200);
    }
    const limited = await post('isolation-a.test', { car_id: carA, visitor: visitor(30) }, '203.0.113.7');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({
      error: 'Too many phone number reveals from this address. Please try again in 10 minutes.',
    });
    expect(await stored(test.siteA)).toHaveLength(30);
    // Unknown car ids count too, so probing is limited as well.
    expect((await post('isolation-a.test', { car_id: carB, visitor: VISITOR }, '203.0.113.7')).status).toBe(
      429,
    );
  });

  it('counts each address separately, and each site separately (tenant isolation)', async () => {
    await reset();
    for (let n = 0; n < 30; n++)
      await post('isolation-a.test', { car_id: carA, visitor: visitor(n) }, '203.0.113.8');
    expect((await post('isolation-a.test', { car_id: carA, visitor: VISITOR }, '203.0.113.8')).status).toBe(
      429,
    );
    const otherAddress = await post('isolation-a.test', { car_id: carA, visitor: VISITOR }, '198.51.100.4');
    expect(otherAddress.status).toBe(200);
    const otherSite = await post('isolation-b.test', { car_id: carB, visitor: VISITOR }, '203.0.113.8');
    expect(otherSite.status).toBe(200);
    expect(await otherSite.json()).toEqual({ counted: true });
    const counters = await test.db
      .select({
        siteId: rateLimitCounters.siteId,
        key: rateLimitCounters.key,
        points: rateLimitCounters.points,
      })
      .from(rateLimitCounters);
    expect(counters.map((row) => [row.siteId, row.points]).sort()).toEqual(
      [
        [test.siteA, 31],
        [test.siteA, 1],
        [test.siteB, 1],
      ].sort(),
    );
    // The keys hold a hash, never the address.
    expect(counters.every((row) => !row.key.includes('203.0.113.8'))).toBe(true);
  });

  it('reveals anyway when the limiter fails (logged)', async () => {
    await reset();
    const error = vi.spyOn(log, 'error').mockImplementation(() => {});
    const failing = { consume: () => Promise.reject(new Error('database gone')) };
    const site = { id: test.siteA, config: { timezone: 'Australia/Brisbane' } };
    const answer = await handlePhoneRevealApi(test.db, site, { car_id: carA, visitor: VISITOR }, new Date(), {
      ip: '203.0.113.9',
      limiter: failing,
    });
    expect(answer).toEqual({ status: 200, body: { counted: true } });
    expect(error).toHaveBeenCalledWith(
      { siteId: test.siteA, err: expect.any(Error) },
      'phone reveal: rate limiter failed',
    );
    error.mockRestore();
  });
});
