import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedDemoSites } from '@/server/db/seed/load';
import { buildSiteIndex } from './engine/site-index';
import { loadStock } from './load-stock';
import { querySiteIndex } from './engine/search-index';
import { loadSearchSettings } from './search-settings';
import { searchStockSql } from './sql/sql-engine';
import { comparable, searchStateArbitrary, siteIdOf } from './test-support';

const NOW = new Date('2025-06-10T02:00:00Z');
const DAY = 86_400_000;
const SITES = ['harbourside', 'redgum', 'summit'] as const;
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoSites(test.db, { now: NOW, sites: [...SITES, 'outback'] });
});
afterAll(() => test.close());

describe('in-memory engine = SQL engine', () => {
  it.each(SITES)(
    'gives identical hits, count, facets and stats on %s for random states',
    async (slug) => {
      const siteId = await siteIdOf(test.db, slug);
      const settings = await loadSearchSettings(test.db, siteId);
      const stock = await loadStock(test.db, { siteId, financeProvider: settings.financeProvider });
      const index = buildSiteIndex(stock, settings);
      const nowArbitrary = fc
        .integer({ min: 0, max: 6 * 24 })
        .map((hours) => new Date(NOW.getTime() + (hours * DAY) / 24));
      await fc.assert(
        fc.asyncProperty(searchStateArbitrary(stock.rows), nowArbitrary, async (state, now) => {
          const expected = await searchStockSql(test.db, siteId, state, { now });
          expect(comparable(querySiteIndex(index, state, now))).toEqual(comparable(expected));
        }),
        {
          numRuns: Number(process.env.SEARCH_DIFFERENTIAL_RUNS ?? 170),
          seed: Number(process.env.FC_SEED ?? 20250610),
        },
      );
    },
    600_000,
  );
});
