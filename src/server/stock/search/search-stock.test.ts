import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from '@/domain/search/state';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { ISOLATION_SITES, seedIsolationSites } from '@/server/db/testing/isolation-sites';
import { createStockSearch } from './search-stock';
import { searchStockSql } from './sql/sql-engine';
import { insertFixtureSite } from './test-fixture';
import { comparable, siteIdOf } from './test-support';

const NOW = new Date('2025-06-10T00:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
let test: TestDatabase;
let rules: Awaited<ReturnType<typeof insertFixtureSite>>;

beforeAll(async () => {
  test = await createTestDatabase();
  rules = await insertFixtureSite(test.db, {
    slug: 'rules',
    now: NOW,
    overrides: {
      search: {
        excludeZeroPriceOnPriceAsc: true,
        stockFilter: { excludedItemTypes: ['caravan'], excludedStates: ['wa'], hiddenStockNumbers: ['S2'] },
      },
    },
    cars: [
      { make: 'Toyota', model: 'Corolla', carType: 'new', youxWeeklyRepayment: 99.5 },
      { make: 'Toyota', model: 'Hilux', itemType: 'caravan' },
      { make: 'Ford', model: 'Ranger' },
      { make: 'Ford', model: 'Everest', price: 0 },
      { make: 'Mazda', model: 'CX-5', sold: true, soldAt: daysAgo(2.9) },
      { make: 'Mazda', model: 'CX-9', status: 'sold', soldAt: daysAgo(3.1) },
      { make: 'Kia', model: 'Sportage', sold: true, soldAt: null },
      { make: 'Kia', model: 'Carnival', at: 1 },
    ],
  });
});
afterAll(() => test.close());

/** Runs a state through both engines, checks they agree and returns the answer. */
async function searchBoth(siteId: number, state: Partial<SearchState>, now = NOW) {
  const full = { ...EMPTY_SEARCH_STATE, ...state };
  const memory = await createStockSearch().search(test.db, siteId, full, { now });
  expect(comparable(memory)).toEqual(comparable(await searchStockSql(test.db, siteId, full, { now })));
  return memory;
}
const models = (result: { hits: { model: string }[] }) => result.hits.map((hit) => hit.model);

describe('site rules inside both engines', () => {
  it('drops excluded item types and states, hidden stock numbers, expired and undated sold cars', async () => {
    const result = await searchBoth(rules.siteId, { sortBy: 'km_asc' });
    expect(models(result)).toEqual(['Corolla', 'Everest', 'CX-5']);
    expect(result.count).toBe(3);
  });
  it('keeps a sold car past the site retention when its dealership sets a longer one (C-77)', async () => {
    await test.db
      .update(s.dealerships)
      .set({ configOverrides: { cards: { soldRetentionDays: 5 } } })
      .where(eq(s.dealerships.id, rules.dealershipIds[0]!));
    expect(models(await searchBoth(rules.siteId, { sortBy: 'km_asc' }))).toEqual([
      'Corolla',
      'Everest',
      'CX-5',
      'CX-9',
    ]);
    expect(
      models(await searchBoth(rules.siteId, { sortBy: 'km_asc' }, new Date(NOW.getTime() + 3 * DAY))),
    ).toEqual(['Corolla', 'Everest']);
    await test.db
      .update(s.dealerships)
      .set({ configOverrides: {} })
      .where(eq(s.dealerships.id, rules.dealershipIds[0]!));
  });
  it('excludes zero prices only under price ascending (C-30)', async () => {
    expect(models(await searchBoth(rules.siteId, { sortBy: 'price_asc' }))).toEqual(['Corolla', 'CX-5']);
    expect(models(await searchBoth(rules.siteId, { sortBy: 'price_desc' }))).toEqual([
      'CX-5',
      'Corolla',
      'Everest',
    ]);
  });
  it('reports the weekly price from youX rounded, and stats over listed cars', async () => {
    const result = await searchBoth(rules.siteId, {});
    expect(result.hits.find((hit) => hit.model === 'Corolla')?.weeklyPrice).toBe(100);
    expect(result.stats.price).toEqual({ min: 0, max: 20_004 });
    expect(result.stats.weekly_price_range).toEqual({ min: 100, max: 100 });
  });
});

describe('disjunctive facets and text', () => {
  it('counts each facet without its own filter but with the others', async () => {
    const result = await searchBoth(rules.siteId, {
      refinements: { make: ['Ford'] },
      ranges: { km: { min: 0, max: 40_000 } },
    });
    expect(result.count).toBe(1);
    expect(result.facets.make).toEqual([
      { value: 'Ford', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);
    expect(result.facets.car_type).toEqual([{ value: 'used', count: 1 }]);
    expect(result.stats.km).toEqual({ min: 40_000, max: 40_000 });
  });
  it('tolerates one typo in long tokens and matches the last token as a prefix', async () => {
    expect(models(await searchBoth(rules.siteId, { query: 'toyta corola' }))).toEqual(['Corolla']);
    expect(models(await searchBoth(rules.siteId, { query: 'ford ever' }))).toEqual(['Everest']);
    expect((await searchBoth(rules.siteId, { query: 'ford evr ' })).count).toBe(0);
  });
});

describe('the in-memory service', () => {
  it('keeps at most resultCacheSize results per site, the least recently used out first', async () => {
    const service = createStockSearch({ resultCacheSize: 10 });
    const state = (page: number) => ({ ...EMPTY_SEARCH_STATE, page });
    const first = await service.search(test.db, rules.siteId, state(1), { now: NOW });
    expect((await service.search(test.db, rules.siteId, state(1), { now: NOW })).hits).toBe(first.hits);
    for (let page = 2; page <= 11; page++)
      await service.search(test.db, rules.siteId, state(page), { now: NOW });
    expect(service.cachedResults(rules.siteId)).toBe(10);
    expect((await service.search(test.db, rules.siteId, state(1), { now: NOW })).hits).not.toBe(first.hits);
  });
  it('keeps site indexes within the vehicle bound, least recently used out first', async () => {
    const service = createStockSearch({ maxVehicles: 10 });
    const other = await insertFixtureSite(test.db, {
      slug: 'other',
      now: NOW,
      cars: [
        { make: 'Audi', model: 'A4' },
        { make: 'Audi', model: 'Q5', at: 1 },
        { make: 'BMW', model: 'X5' },
      ],
    });
    await service.search(test.db, rules.siteId, EMPTY_SEARCH_STATE, { now: NOW });
    await service.search(test.db, other.siteId, EMPTY_SEARCH_STATE, { now: NOW });
    expect(service.cachedSites()).toEqual([other.siteId]);
  });
  it("applies the site's search.filters as a fixed refinement", async () => {
    const site = await insertFixtureSite(test.db, {
      slug: 'filtered',
      now: NOW,
      overrides: { search: { filters: 'make:Audi AND make:BMW AND car_type:used' } },
      cars: [
        { make: 'Audi', model: 'A4' },
        { make: 'BMW', model: 'X5', carType: 'new' },
        { make: 'Skoda', model: 'Octavia' },
      ],
    });
    const result = await searchBoth(site.siteId, {});
    expect(models(result)).toEqual(['A4']);
    expect(result.facets.make).toEqual([{ value: 'Audi', count: 1 }]);
  });
});

describe('listed cars', () => {
  it('are the cars some search lists: zero prices in, sold cars only inside retention, id order', async () => {
    const cars = await createStockSearch().listed(test.db, rules.siteId, { now: NOW });
    expect(cars).toEqual([
      { id: rules.ids[0], slug: 'car-0' },
      { id: rules.ids[3], slug: 'car-3' },
      { id: rules.ids[4], slug: 'car-4' },
    ]);
    const later = await createStockSearch().listed(test.db, rules.siteId, {
      now: new Date(NOW.getTime() + DAY),
    });
    expect(later.map((car) => car.slug)).toEqual(['car-0', 'car-3']);
  });
  it("leave out what the site's search.filters and hideZeroPriceVehicles leave out", async () => {
    const site = await insertFixtureSite(test.db, {
      slug: 'listed-filtered',
      now: NOW,
      overrides: { search: { filters: 'make:Audi', hideZeroPriceVehicles: true } },
      cars: [
        { make: 'Audi', model: 'A4' },
        { make: 'Audi', model: 'A6', price: 0 },
        { make: 'BMW', model: 'X5' },
      ],
    });
    const cars = await createStockSearch().listed(test.db, site.siteId, { now: NOW });
    expect(cars).toEqual([{ id: site.ids[0], slug: 'car-0' }]);
  });
});

describe('tenant isolation', () => {
  it("never returns another site's cars, even with colliding stock numbers and slugs", async () => {
    await seedIsolationSites(test.db, NOW);
    for (const [own, foreign] of [ISOLATION_SITES, [...ISOLATION_SITES].reverse()] as const) {
      const siteId = await siteIdOf(test.db, own.slug);
      for (const query of ['', 'SHARED1', 'toyota']) {
        const result = await searchBoth(siteId, { query });
        expect(result.count).toBeGreaterThan(0);
        expect(JSON.stringify(result)).not.toContain(foreign.canary);
        expect(result.hits.every((hit) => hit.model.includes(own.canary))).toBe(true);
      }
    }
  });
});

describe("C-32: the site's series order breaks ties in every sort, in both engines", () => {
  it('orders cars of one price by duo, city, sport, then the unlisted, each by id', async () => {
    const site = await insertFixtureSite(test.db, {
      slug: 'series',
      now: NOW,
      overrides: { search: { seriesSortOrder: ['duo', 'city', 'sport'] } },
      cars: [
        { make: 'Mazda', model: '2', series: 'Sport', price: 25_000 },
        { make: 'Mazda', model: '2', series: null, price: 25_000 },
        { make: 'Mazda', model: '2', series: 'DUO', price: 25_000 },
        { make: 'Mazda', model: '2', series: 'City', price: 25_000 },
        { make: 'Mazda', model: '2', series: 'Sport', price: 20_000 },
      ],
    });
    const series = (result: { hits: { series: string | null }[] }) => result.hits.map((hit) => hit.series);
    expect(series(await searchBoth(site.siteId, { sortBy: 'price_asc' }))).toEqual([
      'Sport',
      'DUO',
      'City',
      'Sport',
      null,
    ]);
    expect(series(await searchBoth(site.siteId, { sortBy: 'price_desc' }))).toEqual([
      'DUO',
      'City',
      'Sport',
      null,
      'Sport',
    ]);
  });
});
