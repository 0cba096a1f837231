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
      {
        make: 'Hyundai',
        model: 'i30',
        youxWeeklyRepayment: 98.46,
        youxComparisonRate: 7.12,
        youxAdvertisedRate: 6.49,
      },
    ],
  });
  siteId = site.siteId;
  const [mazda, kia, , mazda3] = site.ids;
  // Westpac's published car loan: 7.49 % with $250 and $12 a month is 8.68 % on $30,000 over 5 years.
  const fees = { establishmentFees: 250, monthlyFee: 12 };
  const lender = { siteId, interestRate: 7.49, ...fees, paymentWeek: 123.4, paymentMonth: 534 };
  await test.db.insert(s.vehicleFinanceLenders).values([
    { ...lender, vehicleId: mazda!, provider: 'angle' },
    { ...lender, vehicleId: mazda!, provider: 'manual', interestRate: 12 },
    { ...lender, vehicleId: kia!, provider: 'manual' },
    { ...lender, vehicleId: mazda3!, provider: 'angle', monthlyFee: null, paymentWeek: null },
  ]);
});
afterAll(() => test.close());

describe("both engines carry the lender record of the site's provider on each hit (C-61)", () => {
  it("gives the provider's rates and payments (null where the row has none), and null for cars without one; the comparison rate computed from the rate and fees", async () => {
    const state = { ...EMPTY_SEARCH_STATE, sortBy: 'km_asc' };
    const memory = await createStockSearch().search(test.db, siteId, state, { now: NOW });
    expect(comparable(memory)).toEqual(
      comparable(await searchStockSql(test.db, siteId, state, { now: NOW })),
    );
    expect(memory.hits.map((hit) => [hit.model, hit.financeLender, hit.weeklyPrice])).toEqual([
      [
        'CX-5',
        {
          provider: 'angle',
          interestRate: 7.49,
          comparisonRate: 8.68,
          paymentWeek: 123.4,
          paymentMonth: 534,
          termYears: null,
          deposit: null,
          balloon: null,
          establishmentFees: 250,
        },
        123,
      ],
      ['Rio', null, null],
      ['Focus', null, null],
      [
        '3',
        {
          provider: 'angle',
          interestRate: 7.49,
          comparisonRate: null,
          paymentWeek: null,
          paymentMonth: 534,
          termYears: null,
          deposit: null,
          balloon: null,
          establishmentFees: 250,
        },
        null,
      ],
      ['i30', null, 98],
    ]);
  });
});

describe('both engines carry the youX quote on each hit (O-10, F-43)', () => {
  it('gives the three stored figures as stored, and nulls for cars without a quote', async () => {
    const state = { ...EMPTY_SEARCH_STATE, sortBy: 'km_asc' };
    for (const result of [
      await createStockSearch().search(test.db, siteId, state, { now: NOW }),
      await searchStockSql(test.db, siteId, state, { now: NOW }),
    ]) {
      const quoted = result.hits.filter((hit) => hit.youxWeeklyRepayment !== null);
      expect(
        quoted.map((hit) => [
          hit.model,
          hit.youxWeeklyRepayment,
          hit.youxComparisonRate,
          hit.youxAdvertisedRate,
        ]),
      ).toEqual([['i30', 98.46, 7.12, 6.49]]);
      expect(quoted[0]?.weeklyPrice).toBe(98);
      expect(result.hits.filter((hit) => hit.youxAdvertisedRate === null)).toHaveLength(4);
    }
  });
});
