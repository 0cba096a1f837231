import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { seedValuationListings } from '@/server/price-comparison/test-fixture';

const test = isolationSitesForThisFile({
  seed: (db, { siteA, siteB }) => seedValuationListings(db, siteA, siteB),
});
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/cars/${slug}/autogauge`), { params: Promise.resolve({ host, slug }) });

describe('GET /cars/{slug}/autogauge', () => {
  it('values the car from comparable listings of every site, giving only the range (E-1, E-2)', async () => {
    const response = await get('isolation-a.test', 'cx5-subject');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({
      fill: 0.88,
      listing_price: 30_000,
      market_range_min: 29_500,
      market_range_max: 33_700,
      confidence: 0.58,
      description:
        'Priced in the lower part of the market range. Based on 8 comparable 2021–2023 Mazda CX-5 listings, ' +
        'adjusted for year and kilometres.',
    });
  });

  it("is a 404 for another site's slug and for an unknown slug", async () => {
    for (const slug of ['cx5-only-b', 'cx5-b1', 'no-such-car']) {
      const response = await get('isolation-a.test', slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
    expect((await get('isolation-b.test', 'cx5-only-b')).status).toBe(200);
    expect((await get('isolation-b.test', 'cx5-subject')).status).toBe(404);
  });

  it('answers each site for its own car of a shared slug (the cache key has the site id)', async () => {
    const fromA = await (await get('isolation-a.test', 'cx5-shared')).json();
    const fromB = await (await get('isolation-b.test', 'cx5-shared')).json();
    expect(fromA).toMatchObject({ listing_price: 30_000, market_range_min: null, confidence: 0 });
    expect(fromB).toMatchObject({ listing_price: 35_000, market_range_min: null, confidence: 0 });
    expect((await (await get('isolation-a.test', 'cx5-shared')).json()).listing_price).toBe(30_000);
  });

  it('gives no figures for a car without a price, and too few comparables as confidence 0', async () => {
    expect(await (await get('isolation-a.test', 'cx5-no-price')).json()).toEqual({
      fill: null,
      listing_price: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: 'This car has no advertised price to compare.',
    });
    expect(await (await get('isolation-b.test', 'cx5-only-b')).json()).toEqual({
      fill: null,
      listing_price: 12_000,
      market_range_min: null,
      market_range_max: null,
      confidence: 0,
      description: 'Not enough comparable listings to estimate a market range.',
    });
  });

  it('is a 404 for an unknown host', async () => {
    const response = await get('nobody.test', 'cx5-subject');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
