import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { listLatestOffers } from './offer-cards';
import { listLatestStock, listStockBodyTypes } from './vehicle-cards';

const two = twoSitesForThisFile();

/** The stock rules of a site with the platform defaults and this `search` override. */
function rulesOf(search: Record<string, unknown> = {}) {
  const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site: { search } } });
  return resolveStockRules(stockRuleOptionsOf(config), new Date('2025-05-10T00:00:00Z'), '');
}
const everyCar = rulesOf();

describe('listLatestStock', () => {
  it('returns up to 8 newest in-stock or coming-soon cars of the site, never sold, reserved or another site’s', async () => {
    const cars = await listLatestStock(two.db, two.siteA, everyCar);
    expect(cars.map((car) => car.slug)).toEqual([
      'carnival',
      'kia-sportage-1',
      'older-8',
      'older-7',
      'older-6',
      'older-5',
      'older-4',
      'older-3',
    ]);
  });

  it('returns exact DTOs with the first image by position, or null', async () => {
    const [carnival, sportage] = await listLatestStock(two.db, two.siteA, everyCar, { limit: 2 });
    expect(sportage).toEqual({
      id: two.ids.carA1,
      slug: 'kia-sportage-1',
      title: '2023 Kia Sportage GT-Line',
      price: 45990,
      km: 12345,
      locationName: 'Zeta Yard',
      image: { url: '/media/a-1-thumb.svg', width: 800, height: 600 },
    });
    expect(carnival).toEqual({
      id: two.ids.carA2,
      slug: 'carnival',
      title: '2023 Kia Carnival',
      price: 10,
      km: 0,
      locationName: 'Zeta Yard',
      image: null,
    });
  });

  it('keeps colliding slugs apart: site B sees only its own car', async () => {
    const cars = await listLatestStock(two.db, two.siteB, everyCar);
    expect(cars.map((car) => [car.slug, car.title, car.locationName])).toEqual([
      ['kia-sportage-1', '2023 Mazda CX-5', 'Bravo Yard'],
    ]);
  });

  it('lists only what the site’s search lists: hidden stock numbers and excluded item types go (A-16, C-28, C-29)', async () => {
    const rules = rulesOf({ stockFilter: { hiddenStockNumbers: ['older-8', 'older-6'] } });
    expect((await listLatestStock(two.db, two.siteA, rules)).map((car) => car.slug)).toEqual([
      'carnival',
      'kia-sportage-1',
      'older-7',
      'older-5',
      'older-4',
      'older-3',
      'older-2',
      'older-1',
    ]);
    const noCars = rulesOf({ stockFilter: { excludedItemTypes: ['car'] } });
    expect(await listLatestStock(two.db, two.siteA, noCars)).toEqual([]);
  });

  it('is empty for a site with no stock', async () => {
    expect(await listLatestStock(two.db, two.siteB + 1000, everyCar)).toEqual([]);
  });
});

describe('listStockBodyTypes', () => {
  it('lists the body types of in-stock cars only, alphabetically, per site', async () => {
    expect(await listStockBodyTypes(two.db, two.siteA)).toEqual(['People Mover', 'Sedan', 'SUV']);
    expect(await listStockBodyTypes(two.db, two.siteB)).toEqual(['Convertible']);
  });
});

describe('listLatestOffers', () => {
  const options = { today: '2025-05-10', exclusionExceptions: [] as number[] };

  it('hides expired offers and offers excluding the site (K-12), newest first, at most 3', async () => {
    const all = await listLatestOffers(two.db, two.siteA, { ...options, limit: 10 });
    expect(all.map((offer) => offer.name)).toEqual(['Excludes another site', 'Expires today', 'No expiry']);
    const latest = await listLatestOffers(two.db, two.siteA, {
      ...options,
      exclusionExceptions: [two.ids['Excluded but excepted']!],
    });
    expect(latest.map((offer) => offer.name)).toEqual([
      'Excludes another site',
      'Excluded but excepted',
      'Expires today',
    ]);
  });

  it('returns exact DTOs, with the model image when the offer has none (K-2)', async () => {
    const all = await listLatestOffers(two.db, two.siteA, { ...options, limit: 10 });
    expect(all.slice(1)).toEqual([
      {
        id: two.ids['Expires today'],
        name: 'Expires today',
        category: null,
        imageUrl: '/media/model.svg',
        expiry: '2025-05-10',
        manufacturerSlug: null,
      },
      {
        id: two.ids['No expiry'],
        name: 'No expiry',
        category: 'Finance offer',
        imageUrl: '/media/offer.svg',
        expiry: null,
        manufacturerSlug: 'kia',
      },
    ]);
  });

  it('never returns another site’s offers', async () => {
    const bravo = await listLatestOffers(two.db, two.siteB, options);
    expect(bravo.map((offer) => offer.name)).toEqual(['Bravo offer']);
  });
});
