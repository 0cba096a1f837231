import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { storedYouxFigures } from '@/server/finance/testing/stored-youx';
import { sites, vehicles } from '@/server/db/schema';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { POST } = await import('./route');

let siteA: number;
let carA: number;
let carB: number;
const idOf = (siteId: number, slug: string) => vehicleIdBySlug(test.db, siteId, slug);

beforeAll(async () => {
  const { db, siteA: a, siteB: b } = test;
  siteA = a;
  // Site A chose youX, and its car has a vin: with no YOUX_QUOTE_URL (the default) youX is still never asked.
  await db
    .update(sites)
    .set({ configOverrides: { finance: { provider: 'youx' } } })
    .where(eq(sites.id, siteA));
  [carA, carB] = [await idOf(siteA, 'shared-car-2'), await idOf(b, 'shared-car-2')];
  await db.update(vehicles).set({ vin: 'JTNKU3JE60J012345' }).where(eq(vehicles.id, carA));
});

const post = (host: string, body: string) =>
  POST(
    new Request(`http://${host}/api/youx/quote`, {
      method: 'POST',
      body,
      headers: { host, 'content-type': 'application/json' },
    }),
  );

const storedYoux = (carId: number) => storedYouxFigures(test.db, carId);

describe('POST /api/youx/quote in the default configuration (decision 029)', () => {
  it('answers the built-in quote and stores nothing: no youX endpoint, no outside call', async () => {
    expect(process.env.YOUX_QUOTE_URL ?? null).toBeNull();
    const response = await post('isolation-a.test', JSON.stringify({ carId: carA }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // $30,002 over 60 months at the default 10%, no lender record.
    expect(await response.json()).toEqual({
      quote: { weeklyRepaymentAmount: 146.74, comparisonRate: null, advertisedRate: 10 },
      source: 'built-in',
      stored: false,
    });
    expect(await storedYoux(carA)).toEqual({ weekly: null, comparison: null, advertised: null });
  });

  it("is a 404 for another site's car, whichever host asks (tenant isolation)", async () => {
    for (const [host, id] of [
      ['isolation-a.test', carB],
      ['isolation-b.test', carA],
    ] as const) {
      const response = await post(host, JSON.stringify({ carId: id }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Car not found' });
    }
  });

  it('is a 400 naming the problem for a bad body, never a 500', async () => {
    const noCar = await post('isolation-a.test', JSON.stringify({ loanTerm: 60 }));
    expect(noCar.status).toBe(400);
    expect(await noCar.json()).toEqual({
      error: 'carId must be the id of a car on this site',
      fieldErrors: { carId: 'carId must be the id of a car on this site' },
    });
    const term = await post('isolation-a.test', JSON.stringify({ carId: carA, loanTerm: 600 }));
    expect(await term.json()).toEqual({
      error: 'loanTerm must be 12 to 84 months',
      fieldErrors: { loanTerm: 'loanTerm must be 12 to 84 months' },
    });
    const broken = await post('isolation-a.test', '{"carId":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: 'Invalid request',
      fieldErrors: { body: 'expected a JSON object' },
    });
    const huge = await post('isolation-a.test', JSON.stringify({ carId: carA, vin: 'x'.repeat(5000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: 'Request too large',
      fieldErrors: { body: 'expected at most 4096 bytes' },
    });
    const list = await post('isolation-a.test', '[1]');
    expect(list.status).toBe(400);
    expect((await list.json()).fieldErrors).toEqual({ body: expect.stringContaining('expected object') });
  });

  it('is a 404 for an unknown host', async () => {
    const response = await post('nobody.test', JSON.stringify({ carId: carA }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
