import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { seedSimilarCars } from '@/server/similar-cars/test-fixture';

const test = isolationSitesForThisFile({ seed: (db, { siteA, siteB }) => seedSimilarCars(db, siteA, siteB) });
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { GET } = await import('./route');

const id = (slug: string) => test.id(slug);

const get = (host: string, slug: string) =>
  GET(new Request(`http://${host}/api/cars/${slug}/similar`, { headers: { host } }), {
    params: Promise.resolve({ slug }),
  });

const card = (slug: string, title: string, price: number) => ({
  id: id(slug),
  slug,
  title,
  price,
  km: 12_000,
  locationName: 'CANARYA7F3C Central',
  image: null,
});

describe('GET /api/cars/{slug}/similar', () => {
  it("answers up to 6 in_stock cars of the host's site in the price band, as cards (D-96..D-101)", async () => {
    const response = await get('isolation-a.test', 'kia-subject');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({
      noPriceText: 'Enquire for price.',
      cars: [
        {
          ...card('sp-1', '2023 Kia Sportage GT-Line', 31_000),
          image: { url: '/sp-1-a-t.jpg', width: 640, height: 480 },
        },
        card('sp-2', '2023 Kia Sportage', 28_500),
        card('sp-3', '2023 kia sportage', 35_000),
        card('sp-edge', '2023 Kia Sportage', 40_000),
        // A towed caravan's card shows no kilometres (issue 17).
        { ...card('caravan', '2022 Jayco Journey', 30_100), km: null },
        { ...card('suv-1', '2022 Mazda CX-5', 30_200), km: 40_000 },
      ],
    });
  });

  it("never answers another site's cars, and a slug of another site is a 404", async () => {
    const fromB = await (await get('isolation-b.test', 'kia-subject')).json();
    expect(fromB.cars.map((car: { slug: string }) => car.slug)).toEqual(['only-b', 'sp-b']);
    expect(JSON.stringify(fromB)).not.toContain('CANARYA7F3C');
    const onlyB = await get('isolation-a.test', 'only-b');
    expect(onlyB.status).toBe(404);
    expect(await onlyB.json()).toEqual({ error: 'Not found' });
  });

  it('is a 404 for a slug with a NUL, never a failed query (issue 14)', async () => {
    for (const slug of ['\u0000', 'kia-subject\u0000']) {
      const response = await get('isolation-a.test', slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('is a 404 for an unknown host', async () => {
    const response = await get('nobody.test', 'kia-subject');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
