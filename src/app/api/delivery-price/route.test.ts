import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { sites, vehicles } from '@/server/db/schema';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

let carA: number;
let carB: number;
beforeAll(async () => {
  const { db, siteA, siteB } = test;
  // Site B prices every delivery the same: an answer from B's table on A's host would be a leak.
  await db
    .update(sites)
    .set({
      configOverrides: {
        delivery: { rateBands: [{ maxKm: null, price: 777, region: 'CANARYB9D21 region' }] },
      },
    })
    .where(eq(sites.id, siteB));
  const idOf = async (siteId: number) =>
    (
      await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.siteId, siteId), eq(vehicles.slug, 'shared-car-1')))
    )[0]!.id;
  [carA, carB] = [await idOf(siteA), await idOf(siteB)];
});

const get = (host: string, query: string) =>
  GET(new Request(`http://${host}/api/delivery-price?${query}`, { headers: { host } }));

describe('GET /api/delivery-price (G-13)', () => {
  it("answers the price and region name from the host's site and its car's yard", async () => {
    // Both yards are in Brisbane 4000 with no stored point: placed by postcode. Brisbane → Sydney is 730 km.
    const local = await get('isolation-a.test', `postcode=4000&car_id=${carA}`);
    expect(local.status).toBe(200);
    expect(await local.json()).toEqual({ price: 150, region: 'Local area' });
    const sydney = await get('isolation-a.test', `postcode=2000&car_id=${carA}`);
    expect(await sydney.json()).toEqual({ price: 1250, region: 'Long distance NSW' });
    const siteB = await get('isolation-b.test', `postcode=2000&car_id=${carB}`);
    expect(await siteB.json()).toEqual({ price: 777, region: 'CANARYB9D21 region' });
  });

  it("is a 404 for another site's car, whichever host asks (tenant isolation)", async () => {
    for (const [host, id] of [
      ['isolation-a.test', carB],
      ['isolation-b.test', carA],
    ] as const) {
      const response = await get(host, `postcode=2000&car_id=${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Car not found' });
    }
  });

  it('answers no estimate for a postcode outside Australia (G-11)', async () => {
    const response = await get('isolation-a.test', `postcode=0000&car_id=${carA}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ price: null, region: null });
  });

  it("is a 400 'Please enter a postcode.' without a postcode (G-10)", async () => {
    const response = await get('isolation-a.test', `car_id=${carA}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please enter a postcode.',
      fieldErrors: { postcode: 'Please enter a postcode.' },
    });
  });

  it('is a 404 for an unknown host', async () => {
    const response = await get('nobody.test', `postcode=2000&car_id=${carA}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
