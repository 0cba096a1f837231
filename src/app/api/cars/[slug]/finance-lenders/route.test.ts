import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import * as s from '@/server/db/schema';

const test = isolationSitesForThisFile({
  seed: async (db, { siteA, siteB }) => {
    const cars = await db
      .select({ id: s.vehicles.id, siteId: s.vehicles.siteId })
      .from(s.vehicles)
      .where(eq(s.vehicles.slug, 'shared-car-1'));
    const sharedCarOf = (siteId: number) => cars.find((car) => car.siteId === siteId)!.id;
    await db.insert(s.vehicleFinanceLenders).values([
      {
        siteId: siteA,
        vehicleId: sharedCarOf(siteA),
        provider: 'manual',
        interestRate: 8.5,
        disclaimer: 'CANARYA7F3C',
      },
      {
        siteId: siteB,
        vehicleId: sharedCarOf(siteB),
        provider: 'manual',
        interestRate: 9.5,
        disclaimer: 'CANARYB9D21',
      },
    ]);
  },
});
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${slug}/finance-lenders`, { headers: { host } }), {
    params: Promise.resolve({ slug }),
  });

describe('GET /api/cars/{id}/finance-lenders', () => {
  it("answers the host's site's lender records for a car both sites have a slug for", async () => {
    const response = await get('isolation-a.test', 'shared-car-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = (await response.json()) as { lenders: { interestRate: number; disclaimer: string }[] };
    expect(body.lenders.map((lender) => [lender.interestRate, lender.disclaimer])).toEqual([
      [8.5, 'CANARYA7F3C'],
    ]);
    expect(JSON.stringify(await (await get('isolation-b.test', 'shared-car-1')).json())).not.toContain(
      'CANARYA7F3C',
    );
  });

  it('is a 404 for an unknown host and an unknown car', async () => {
    expect((await get('nosuch.test', 'shared-car-1')).status).toBe(404);
    expect((await get('isolation-a.test', 'no-such-car')).status).toBe(404);
  });
});
