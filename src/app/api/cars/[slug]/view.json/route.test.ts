import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { vehicleImages, vehicles, vehicleViewCounts } from '@/server/db/schema';
import { addListings } from '@/server/price-comparison/test-fixture';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

const UPDATED_AT = '2026-11-19T05:06:07.000Z';

let carA: number;
beforeAll(async () => {
  const { db, siteA, siteB } = test;
  const updatedAt = new Date(UPDATED_AT);
  const [rowA] = await addListings(db, siteA, [
    { slug: 'viewed', price: 25_000, km: 12_345, updatedAt },
    { slug: 'only-a', updatedAt },
  ]);
  await addListings(db, siteB, [
    { slug: 'viewed', updatedAt },
    { slug: 'only-b', updatedAt },
  ]);
  carA = rowA!.id;
  await db.insert(vehicleImages).values([
    { siteId: siteA, vehicleId: carA, position: 0, url: '/a.jpg', thumbUrl: '/a-t.jpg' },
    { siteId: siteA, vehicleId: carA, position: 1, url: '/b.jpg', thumbUrl: '/b-t.jpg' },
  ]);
});

// Each request comes from a new visitor unless a test names one (views count once per visitor and day).
let visitors = 0;
const nextVisitor = () => `203.0.113.${(visitors += 1)}`;
const get = (host: string, slug: string, query = '', ip = nextVisitor()) =>
  GET(
    new Request(`http://${host}/api/cars/${slug}/view.json${query}`, {
      headers: { host, 'x-forwarded-for': ip },
    }),
    { params: Promise.resolve({ slug }) },
  );

const viewsOf = async (siteId: number, slug: string) => {
  const [row] = await test.db
    .select({ views: vehicleViewCounts.views })
    .from(vehicleViewCounts)
    .innerJoin(
      vehicles,
      and(eq(vehicles.siteId, vehicleViewCounts.siteId), eq(vehicles.id, vehicleViewCounts.vehicleId)),
    )
    .where(and(eq(vehicleViewCounts.siteId, siteId), eq(vehicles.slug, slug)));
  return row?.views ?? 0;
};

const freshFields = {
  price: 25_000,
  status: 'in_stock',
  reserved: false,
  sold: false,
  km: 12_345,
  photos_count: 2,
  updated_at: UPDATED_AT,
};

describe('GET /api/cars/{slug}/view.json (D-102, D-49)', () => {
  it('counts each view and answers the count, with no car fields while nothing changed', async () => {
    const query = `?photos_count=2&updated_at=${encodeURIComponent(UPDATED_AT)}&website_id=${test.siteA}`;
    const first = await get('isolation-a.test', 'viewed', query);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ views: 1, car_fields: {} });
    expect(await (await get('isolation-a.test', 'viewed', query)).json()).toEqual({
      views: 2,
      car_fields: {},
    });
    expect(await viewsOf(test.siteA, 'viewed')).toBe(2);
  });

  it('answers the fresher car fields when the photos or the car changed since the render', async () => {
    const stalePhotos = `?photos_count=1&updated_at=${encodeURIComponent(UPDATED_AT)}`;
    expect(await (await get('isolation-a.test', 'viewed', stalePhotos)).json()).toEqual({
      views: 3,
      car_fields: freshFields,
    });
    const staleCar = '?photos_count=2&updated_at=2026-11-18T00:00:00.000Z';
    expect(await (await get('isolation-a.test', 'viewed', staleCar)).json()).toEqual({
      views: 4,
      car_fields: freshFields,
    });
    expect(await (await get('isolation-a.test', 'viewed')).json()).toEqual({
      views: 5,
      car_fields: freshFields,
    });
  });

  it('counts per site: the same slug on another site has its own count, and website_id never picks the site', async () => {
    const before = await viewsOf(test.siteA, 'viewed');
    const response = await get('isolation-b.test', 'viewed', `?website_id=${test.siteA}`);
    expect(response.status).toBe(200);
    expect((await response.json()).views).toBe(1);
    expect(await viewsOf(test.siteB, 'viewed')).toBe(1);
    expect(await viewsOf(test.siteA, 'viewed')).toBe(before);
  });

  it('counts a visitor once per car and day, however often it asks (issue 14, finding 10)', async () => {
    const before = await viewsOf(test.siteA, 'viewed');
    const repeat = async () =>
      (await (await get('isolation-a.test', 'viewed', '', '198.51.100.7')).json()).views;
    expect(await repeat()).toBe(before + 1);
    expect(await repeat()).toBe(before + 1);
    expect(await repeat()).toBe(before + 1);
    expect(await viewsOf(test.siteA, 'viewed')).toBe(before + 1);
    // The same address on another site's car, and another address on this car, each count.
    const onB = await viewsOf(test.siteB, 'viewed');
    expect((await (await get('isolation-b.test', 'viewed', '', '198.51.100.7')).json()).views).toBe(onB + 1);
    expect((await (await get('isolation-a.test', 'viewed', '', '198.51.100.8')).json()).views).toBe(
      before + 2,
    );
  });

  it("is a 404 for another site's slug and counts nothing", async () => {
    const response = await get('isolation-a.test', 'only-b');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
    expect(await viewsOf(test.siteB, 'only-b')).toBe(0);
    expect((await get('isolation-b.test', 'only-a')).status).toBe(404);
    expect(await viewsOf(test.siteA, 'only-a')).toBe(0);
  });

  it('is a 404 for a slug with a NUL, never a failed query (issue 14)', async () => {
    for (const slug of ['\u0000', 'viewed\u0000']) {
      const response = await get('isolation-a.test', slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('refuses a malformed query and an unknown host', async () => {
    const bad = await get('isolation-a.test', 'viewed', '?photos_count=many');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid request' });
    const unknown = await get('nobody.test', 'viewed');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown site' });
  });
});
