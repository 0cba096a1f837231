import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';

const holder = vi.hoisted(() => ({ test: undefined as TestDatabase | undefined }));
vi.mock('@/server/db', () => ({ getDb: async () => holder.test!.db }));

const { GET } = await import('./route');

beforeAll(async () => {
  holder.test = await createTestDatabase();
  const [siteA, siteB] = await seedIsolationSiteIds(holder.test.db);
  const cars = await holder.test.db
    .select({ id: s.vehicles.id, siteId: s.vehicles.siteId })
    .from(s.vehicles)
    .where(eq(s.vehicles.slug, 'shared-car-1'));
  const sharedCarOf = (siteId: number) => cars.find((car) => car.siteId === siteId)!.id;
  await holder.test.db.insert(s.vehicleFinanceLenders).values([
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
});
afterAll(async () => holder.test!.close());

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
