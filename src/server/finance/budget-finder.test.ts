import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@/server/sites/site-config-loader';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { insertFixtureSite } from '@/server/stock/search/test-fixture';
import { loadBudgetFinder } from './budget-finder';

const NOW = new Date('2025-06-10T00:00:00Z');
const test = databaseForThisFile();
let siteA: number;
let siteB: number;
let siteC: number;

beforeAll(async () => {
  ({ siteId: siteA } = await insertFixtureSite(test.db, {
    slug: 'budget-a',
    now: NOW,
    cars: [
      { make: 'Ford', model: 'Everest', price: 0, simpleBody: 'SUV' },
      { make: 'Kia', model: 'Rio', price: 1000, simpleBody: 'Sedan' },
      { make: 'Kia', model: 'Picanto', price: 12500, simpleBody: 'Hatch' },
      { make: 'Mazda', model: 'CX-5', price: 30000, simpleBody: 'SUV' },
      { make: 'Toyota', model: 'Hilux', price: 45000, simpleBody: 'Ute' },
      { make: 'Mazda', model: 'CX-9', price: 52000, simpleBody: 'SUV' },
    ],
  }));
  ({ siteId: siteB } = await insertFixtureSite(test.db, {
    slug: 'budget-b',
    now: NOW,
    cars: [{ make: 'Subaru', model: 'Outback', price: 5000, simpleBody: 'Wagon' }],
  }));
  ({ siteId: siteC } = await insertFixtureSite(test.db, {
    slug: 'budget-c',
    now: NOW,
    overrides: {
      search: { sortOptions: [{ key: 'dearest', label: 'Highest Price', sort: 'price:desc' }] },
      finance: { vehicleTypeLabel: 'Caravan', moneyQuickPicks: [300000, 400000] },
    },
    cars: [
      { make: 'Jayco', model: 'Starcraft', price: 0, simpleBody: 'Caravan' },
      { make: 'Jayco', model: 'Journey', price: 65000, simpleBody: 'Caravan' },
    ],
  }));
});

const load = async (siteId: number) =>
  loadBudgetFinder(test.db, { id: siteId, config: await loadSiteConfig(test.db, siteId) }, NOW);

describe('loadBudgetFinder', () => {
  it('F-59 the pool is the stock above $1,000: its cheapest car, its body types', async () => {
    const setup = await load(siteA);
    expect(setup.pool).toEqual({ count: 4, minPrice: 12500, maxPrice: 52000 });
    expect(setup.bodies).toEqual(['SUV', 'Hatch', 'Ute']);
    expect(setup.repaymentDefaults).toEqual({ month: 600, week: 200 });
    expect(setup.link.priceDescKey).toBe('price_desc');
  });

  it("site B's finder sees only site B's stock (tenant isolation)", async () => {
    const setup = await load(siteB);
    expect(setup.pool).toEqual({ count: 1, minPrice: 5000, maxPrice: 5000 });
    expect(setup.bodies).toEqual(['Wagon']);
  });

  it("a site's own sorts, noun and quick picks; without a price-ascending sort the $0 car hides the minimum", async () => {
    const setup = await load(siteC);
    expect(setup.link).toMatchObject({ sortKeys: ['dearest'], priceDescKey: 'dearest', priceAscKey: null });
    expect(setup.pool).toEqual({ count: 1, minPrice: null, maxPrice: 65000 });
    expect(setup.vehicleNoun).toBe('Caravan');
    expect(setup.quickPicks).toEqual([300000, 400000]);
  });
});
