import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchState } from '@/domain/search/state';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { createStockSearch } from './search-stock';
import { insertFixtureSite } from './test-fixture';

const NOW = new Date('2025-06-10T00:00:00Z');
let test: TestDatabase;
let site: Awaited<ReturnType<typeof insertFixtureSite>>;
let other: Awaited<ReturnType<typeof insertFixtureSite>>;

/** Places both fixture sites' yards (same slugs): Brisbane Yard in Moorooka (QLD), Perth Yard in Perth. */
async function placeYards() {
  await test.db.update(s.locations).set({ lat: -27.532, long: 153.024 }).where(eq(s.locations.slug, 'bne'));
  await test.db.update(s.locations).set({ lat: -31.9523, long: 115.8613 }).where(eq(s.locations.slug, 'per'));
}

beforeAll(async () => {
  test = await createTestDatabase();
  site = await insertFixtureSite(test.db, {
    slug: 'near',
    now: NOW,
    cars: [
      { make: 'Toyota', model: 'Corolla', at: 0 },
      { make: 'Ford', model: 'Ranger', at: 1 },
      { make: 'Mazda', model: 'CX-5', at: 0 },
      { make: 'Kia', model: 'Sportage', at: 1 },
      { make: 'Hyundai', model: 'Tucson', at: 0 },
    ],
  });
  other = await insertFixtureSite(test.db, {
    slug: 'near-other',
    now: NOW,
    cars: [{ make: 'Honda', model: 'Civic', at: 0 }],
  });
  await placeYards();
  // A third yard of the site with no position: its cars have no distance.
  const [dealer] = await test.db
    .select({ id: s.dealerships.id })
    .from(s.dealerships)
    .where(eq(s.dealerships.siteId, site.siteId))
    .limit(1);
  const [yard] = await test.db
    .insert(s.locations)
    .values({ siteId: site.siteId, dealershipId: dealer!.id, name: 'Unmapped Yard', slug: 'nowhere' })
    .returning({ id: s.locations.id });
  await test.db.insert(s.vehicles).values({
    siteId: site.siteId,
    dealershipId: dealer!.id,
    locationId: yard!.id,
    slug: 'car-unmapped',
    stocknum: 'U1',
    year: 2021,
    price: 30_000,
    carType: 'used',
    km: 5_000,
    make: 'Subaru',
    model: 'Forester',
    createdAt: NOW,
  });
});
afterAll(() => test.close());

const search = (siteId: number, state: Partial<SearchState>) =>
  createStockSearch().search(test.db, siteId, { ...EMPTY_SEARCH_STATE, ...state }, { now: NOW });
const models = (result: { hits: { model: string }[] }) => result.hits.map((hit) => hit.model);
const near = (postcode: string, radiusKm: number | null = null) => ({ postcode, radiusKm });

describe('near-me search in the in-memory engine', () => {
  it('keeps the cars within the radius, with facet counts inside it and each hit’s distance', async () => {
    const result = await search(site.siteId, { near: near('4000', 25), sortBy: 'km_asc' });
    expect(models(result)).toEqual(['Corolla', 'CX-5', 'Tucson']);
    expect(result.count).toBe(3);
    expect(result.facets.state).toEqual([{ value: 'QLD', count: 3 }]);
    expect(result.facets.make?.map((f) => f.value)).toEqual(['Hyundai', 'Mazda', 'Toyota']);
    expect(result.hits.map((hit) => hit.distanceKm)).toEqual([7.4, 7.4, 7.4]);
    expect(result.near).toEqual({ postcode: '4000', place: 'Brisbane QLD 4000' });
  });

  it('sorts nearest first: yards by distance, the newest listing first within one, unmapped yards last', async () => {
    const result = await search(site.siteId, { near: near('4000'), sortBy: 'distance' });
    expect(models(result)).toEqual(['Tucson', 'CX-5', 'Corolla', 'Sportage', 'Ranger', 'Forester']);
    expect(result.hits.map((hit) => hit.distanceKm)).toEqual([7.4, 7.4, 7.4, 3606.2, 3606.2, null]);
    expect(result.count).toBe(6);
  });

  it('a radius that takes in Perth from Perth keeps only the Perth yard', async () => {
    const result = await search(site.siteId, { near: near('6000', 100), sortBy: 'distance' });
    expect(models(result)).toEqual(['Sportage', 'Ranger']);
    expect(result.hits.map((hit) => hit.distanceKm)).toEqual([0, 0]);
  });

  it('an unknown or malformed postcode searches without distance and says so', async () => {
    const unknown = await search(site.siteId, { near: near('0999', 25), sortBy: 'distance' });
    expect(unknown.count).toBe(6);
    expect(unknown.near).toEqual({ postcode: '0999', place: null });
    expect(unknown.hits.every((hit) => hit.distanceKm === undefined)).toBe(true);
    const malformed = await search(site.siteId, { near: near('Brisbane', 25) });
    expect(malformed.count).toBe(6);
    expect(malformed.near).toEqual({ postcode: 'Brisbane', place: null });
  });

  it('the API body carries the same distances and place, and a plain search carries none', async () => {
    const service = createStockSearch();
    const state = { ...EMPTY_SEARCH_STATE, near: near('4000', 25), sortBy: 'distance' };
    const body = JSON.parse(await service.searchJson(test.db, site.siteId, state, { now: NOW })) as {
      hits: { model: string; distanceKm: number }[];
      near: unknown;
    };
    expect(body.hits.map((hit) => [hit.model, hit.distanceKm])).toEqual([
      ['Tucson', 7.4],
      ['CX-5', 7.4],
      ['Corolla', 7.4],
    ]);
    expect(body.near).toEqual({ postcode: '4000', place: 'Brisbane QLD 4000' });
    const plain = JSON.parse(
      await service.searchJson(test.db, site.siteId, EMPTY_SEARCH_STATE, { now: NOW }),
    );
    expect(plain).not.toHaveProperty('near');
    expect(plain.hits[0]).not.toHaveProperty('distanceKm');
  });

  it('a cached plain result is not served for a near-me search of the same filters, nor the reverse', async () => {
    const service = createStockSearch();
    const run = (state: Partial<SearchState>) =>
      service.search(test.db, site.siteId, { ...EMPTY_SEARCH_STATE, ...state }, { now: NOW });
    expect((await run({})).count).toBe(6);
    expect((await run({ near: near('4000', 25) })).count).toBe(3);
    expect((await run({ near: near('4000', 50) })).count).toBe(3);
    expect((await run({ near: near('6000', 50) })).count).toBe(2);
    expect((await run({})).count).toBe(6);
  });

  it('site isolation: another site’s yard in the same place is never in this site’s results', async () => {
    const mine = await search(site.siteId, { near: near('4000', 25) });
    const theirs = await search(other.siteId, { near: near('4000', 25) });
    expect(models(mine)).not.toContain('Civic');
    expect(models(theirs)).toEqual(['Civic']);
  });
});
