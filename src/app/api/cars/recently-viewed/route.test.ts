import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { addListings } from '@/server/price-comparison/test-fixture';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

let ids: Record<string, number>;

beforeAll(async () => {
  const { db, siteA, siteB } = test;
  const rowsA = await addListings(db, siteA!, [
    { slug: 'viewed-1', price: 31_000, badge: 'Maxx' },
    { slug: 'viewed-2', price: 0, year: 2021, km: 52_000 },
    { slug: 'viewed-sold', price: 29_000, sold: true, status: 'sold' },
    { slug: 'viewed-reserved', price: 29_500, reserved: true },
  ]);
  const rowsB = await addListings(db, siteB!, [{ slug: 'viewed-1', price: 18_000 }]);
  ids = Object.fromEntries([...rowsA.map((row) => [row.slug, row.id]), ['b', rowsB[0]!.id]]);
});

const get = (host: string, query: string) =>
  GET(new Request(`http://${host}/api/cars/recently-viewed${query}`, { headers: { host } }));

describe('GET /api/cars/recently-viewed (issue 16)', () => {
  it("answers this site's listed cars in the order asked, as cards", async () => {
    const response = await get('isolation-a.test', `?ids=${ids['viewed-2']},${ids['viewed-1']}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as { cars: { slug: string }[]; noPriceText: string };
    expect(body).toEqual({
      cars: [
        {
          id: ids['viewed-2'],
          slug: 'viewed-2',
          title: '2021 Mazda CX-5',
          price: 0,
          km: 52_000,
          locationName: 'CANARYA7F3C Central',
          image: null,
        },
        {
          id: ids['viewed-1'],
          slug: 'viewed-1',
          title: '2022 Mazda CX-5 Maxx',
          price: 31_000,
          km: 40_000,
          locationName: 'CANARYA7F3C Central',
          image: null,
        },
      ],
      noPriceText: 'Enquire for price.',
    });
  });

  it("leaves out sold and reserved cars, another site's and unreadable ids", async () => {
    const query = `?ids=${ids['viewed-sold']},${ids['viewed-reserved']},${ids.b},x,-1,${ids['viewed-1']}`;
    const body = (await (await get('isolation-a.test', query)).json()) as {
      cars: { slug: string; price: number }[];
    };
    expect(body.cars.map((car) => [car.slug, car.price])).toEqual([['viewed-1', 31_000]]);
  });

  it('gives site B its own car under the same slug, and nothing without ids', async () => {
    const onB = (await (await get('isolation-b.test', `?ids=${ids.b},${ids['viewed-1']}`)).json()) as {
      cars: { id: number; price: number }[];
    };
    expect(onB.cars.map((car) => [car.id, car.price])).toEqual([[ids.b, 18_000]]);
    const none = (await (await get('isolation-a.test', '')).json()) as { cars: unknown[] };
    expect(none.cars).toEqual([]);
  });

  it('answers an unknown host with a 404', async () => {
    expect((await get('nowhere.test', '?ids=1')).status).toBe(404);
  });
});
