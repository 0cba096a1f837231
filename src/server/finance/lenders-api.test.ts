import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { insertFixtureSite } from '@/server/stock/search/test-fixture';
import { handleFinanceLendersApi } from './lenders-api';
import { listSiteLenderProviders } from './site-lenders';
import { lenderRecord } from '@/domain/finance/lender-record-fixture';

const NOW = new Date('2025-06-10T00:00:00Z');
const test = databaseForThisFile();
let siteA: { siteId: number; ids: number[] };
let siteB: { siteId: number; ids: number[] };

const record = {
  interestRate: 7.49,
  paymentWeek: 123.5,
  paymentMonth: 534,
  termYears: 5,
  termMonths: 60,
  termWeeks: 260,
  deposit: 3000,
  balloon: 9000,
  establishmentFees: 395,
  monthlyFee: 10,
  totalPayable: 41_000,
  disclaimer: 'Angle Finance disclaimer',
};
/**
 * What the answer adds: 7.49 % with a $395 fee and $10 a month on $30,000 over 5 years (reg 100), worked out
 * apart from our code (in Python: the payment on $30,000, then the monthly rate at which that payment plus $10
 * for 60 months is worth $29,605): 8.7521 %.
 */
const COMPARISON_RATE = 8.75;

beforeAll(async () => {
  siteA = await insertFixtureSite(test.db, {
    slug: 'lenders-a',
    now: NOW,
    cars: [
      { make: 'Kia', model: 'Rio' },
      { make: 'Ford', model: 'Focus' },
    ],
  });
  siteB = await insertFixtureSite(test.db, {
    slug: 'lenders-b',
    now: NOW,
    cars: [{ make: 'Kia', model: 'Rio' }],
  });
  await test.db.insert(s.vehicleFinanceLenders).values([
    { ...record, siteId: siteA.siteId, vehicleId: siteA.ids[0]!, provider: 'manual' },
    {
      siteId: siteA.siteId,
      vehicleId: siteA.ids[0]!,
      provider: 'angle',
      interestRate: 9.5,
    },
    { ...record, siteId: siteB.siteId, vehicleId: siteB.ids[0]!, provider: 'taurus', disclaimer: 'B only' },
  ]);
});

const schedule = {
  establishment: 395,
  securityRegistration: 6,
  monthlyAccountAdmin: 8,
  dealerAgencyFee: 912.25,
};
const site = (id: () => number, brandFeeSchedule: typeof schedule | null) => ({
  get id() {
    return id();
  },
  config: { finance: { brandFeeSchedule } },
});
const onA = site(() => siteA.siteId, null);
const onB = site(() => siteB.siteId, schedule);

describe('handleFinanceLendersApi (F-25, F-26)', () => {
  it("gives every lender record of the car, by provider, by the car's id or slug", async () => {
    const byId = await handleFinanceLendersApi(test.db, onA, String(siteA.ids[0]));
    expect(byId).toEqual({
      status: 200,
      body: {
        lenders: [
          lenderRecord('angle', { interestRate: 9.5 }),
          { provider: 'manual', ...record, comparisonRate: COMPARISON_RATE },
        ],
        feeSchedule: null,
      },
    });
    expect(await handleFinanceLendersApi(test.db, onA, 'car-0')).toEqual(byId);
  });

  it('answers an empty list for a car without lender data', async () => {
    expect(await handleFinanceLendersApi(test.db, onA, String(siteA.ids[1]))).toEqual({
      status: 200,
      body: { lenders: [], feeSchedule: null },
    });
  });

  it("keeps sites apart: site A cannot read site B's car, by id or by a slug both sites use", async () => {
    const notFound = { status: 404, body: { error: 'Not found' } };
    expect(await handleFinanceLendersApi(test.db, onA, String(siteB.ids[0]))).toEqual(notFound);
    const onBsCar = await handleFinanceLendersApi(test.db, onB, 'car-0');
    expect(onBsCar.status === 200 && onBsCar.body.lenders.map((lender) => lender.disclaimer)).toEqual([
      'B only',
    ]);
    // F-20: the site's published fee schedule, whose fees its quotes use (decision 070).
    expect(onBsCar.status === 200 && onBsCar.body.feeSchedule).toEqual(schedule);
  });

  it('is a 404, never an error, for unknown or malformed references', async () => {
    for (const ref of ['999999', '0', '', ' ', 'x'.repeat(201), '12345678901', 'no-such-car'])
      expect((await handleFinanceLendersApi(test.db, onA, ref)).status, ref).toBe(404);
  });

  it('is a 404 for an id above the database integer range and for a NUL in the slug (issue 14)', async () => {
    for (const ref of ['2147483648', '9999999999', '99999999999999999999', '\u0000', 'car-0\u0000'])
      expect(await handleFinanceLendersApi(test.db, onA, ref), JSON.stringify(ref)).toEqual({
        status: 404,
        body: { error: 'Not found' },
      });
  });
});

describe('listSiteLenderProviders', () => {
  it("lists each provider with figures on the site's cars once, and only that site's", async () => {
    expect(await listSiteLenderProviders(test.db, siteA.siteId)).toEqual(['angle', 'manual']);
    expect(await listSiteLenderProviders(test.db, siteB.siteId)).toEqual(['taurus']);
  });
});
