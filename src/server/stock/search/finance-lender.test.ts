import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE } from '@/domain/search/state';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { createStockSearch } from './search-stock';
import { searchStockSql } from './sql/sql-engine';
import { insertFixtureSite } from './test-fixture';
import { comparable } from './test-support';

const NOW = new Date('2025-06-10T00:00:00Z');
let test: TestDatabase;
let siteId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const site = await insertFixtureSite(test.db, {
    slug: 'lenders',
    now: NOW,
    overrides: { finance: { provider: 'angle' } },
    cars: [
      { make: 'Mazda', model: 'CX-5' },
      { make: 'Kia', model: 'Rio' },
      { make: 'Ford', model: 'Focus' },
      { make: 'Mazda', model: '3' },
    ],
  });
  siteId = site.siteId;
  const [mazda, kia, , mazda3] = site.ids;
  const lender = { siteId, interestRate: 7.49, comparisonRate: 8.1, paymentWeek: 123.4, paymentMonth: 534 };
  await test.db.insert(s.vehicleFinanceLenders).values([
    { ...lender, vehicleId: mazda!, provider: 'angle' },
    { ...lender, vehicleId: mazda!, provider: 'manual', interestRate: 12 },
    { ...lender, vehicleId: kia!, provider: 'manual' },
    { ...lender, vehicleId: mazda3!, provider: 'angle', comparisonRate: null, paymentWeek: null },
  ]);
});
afterAll(() => test.close());

describe("both engines carry the lender record of the site's provider on each hit (C-61)", () => {
  it("gives the provider's rates and payments (null where the row has none), and null for cars without one", async () => {
    const state = { ...EMPTY_SEARCH_STATE, sortBy: 'km_asc' };
    const memory = await createStockSearch().search(test.db, siteId, state, { now: NOW });
    expect(comparable(memory)).toEqual(
      comparable(await searchStockSql(test.db, siteId, state, { now: NOW })),
    );
    expect(memory.hits.map((hit) => [hit.model, hit.financeLender, hit.weeklyPrice])).toEqual([
      [
        'CX-5',
        { provider: 'angle', interestRate: 7.49, comparisonRate: 8.1, paymentWeek: 123.4, paymentMonth: 534 },
        123,
      ],
      ['Rio', null, null],
      ['Focus', null, null],
      [
        '3',
        { provider: 'angle', interestRate: 7.49, comparisonRate: null, paymentWeek: null, paymentMonth: 534 },
        null,
      ],
    ]);
  });
});
