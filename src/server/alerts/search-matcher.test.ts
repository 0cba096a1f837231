import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE } from '@/domain/search/state';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedDemoSites } from '@/server/db/seed/load';
import { buildSiteIndex, type SiteIndex } from '@/server/stock/search/engine/site-index';
import { loadStock } from '@/server/stock/search/load-stock';
import { loadSearchSettings } from '@/server/stock/search/search-settings';
import { searchStockSql } from '@/server/stock/search/sql/sql-engine';
import { searchStateArbitrary, siteIdOf } from '@/server/stock/search/test-support';
import type { StockRow } from '@/server/stock/search/load-stock';
import { createSearchMatcher } from './search-matcher';

const NOW = new Date('2025-06-10T02:00:00Z');
let test: TestDatabase;
let siteId: number;
let index: SiteIndex;
let rows: StockRow[];

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoSites(test.db, { now: NOW, sites: ['redgum'] });
  siteId = await siteIdOf(test.db, 'redgum');
  const settings = await loadSearchSettings(test.db, siteId);
  const stock = await loadStock(test.db, { siteId, financeProvider: settings.financeProvider });
  index = buildSiteIndex(stock, settings);
  rows = stock.rows;
});
afterAll(() => test.close());

/** The ids of the documents a matcher of one search says it lists. */
function matchedIds(state: typeof EMPTY_SEARCH_STATE, now: Date): number[] {
  const matcher = createSearchMatcher(index, [{ id: 7, state }], now);
  return rows.flatMap((row, doc) => (matcher.searchesListing(doc).includes(7) ? [row.id] : []));
}

describe('createSearchMatcher = the SQL reference engine', () => {
  it('lists exactly the cars a random search of the site lists (count and every hit of page 1)', async () => {
    await fc.assert(
      fc.asyncProperty(searchStateArbitrary(rows), async (state) => {
        const expected = await searchStockSql(test.db, siteId, { ...state, page: 1 }, { now: NOW });
        const ids = matchedIds(state, NOW);
        expect(ids.length).toBe(expected.count);
        expect(expected.hits.map((hit) => hit.id).filter((id) => !ids.includes(id))).toEqual([]);
      }),
      { numRuns: Number(process.env.ALERT_MATCHER_RUNS ?? 60), seed: 20261127 },
    );
  }, 600_000);

  it('checks a car only against the searches of its make and those of any make', () => {
    const doc = 0;
    const make = rows[doc]!.make;
    const otherMake = rows.find((row) => row.make !== make)!.make;
    const searches = [
      { id: 1, state: { ...EMPTY_SEARCH_STATE, refinements: { make: [make] } } },
      { id: 2, state: { ...EMPTY_SEARCH_STATE, refinements: { make: [otherMake] } } },
      { id: 3, state: EMPTY_SEARCH_STATE },
      {
        id: 4,
        state: { ...EMPTY_SEARCH_STATE, refinements: { make_model: [`${make}:${rows[doc]!.model}`] } },
      },
      { id: 5, state: { ...EMPTY_SEARCH_STATE, refinements: { make: [make, otherMake] } } },
    ];
    const listed = createSearchMatcher(index, searches, NOW).searchesListing(doc);
    expect(listed.sort()).toEqual(
      matchedIds(EMPTY_SEARCH_STATE, NOW).includes(rows[doc]!.id) ? [1, 3, 4, 5] : [],
    );
  });
});
