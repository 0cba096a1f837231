import { beforeAll, describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { vehicleFinanceLenders } from '@/server/db/schema';
import { createBuiltInFinanceQuoteProvider } from './built-in';
import type { FinanceQuoteInput } from './provider';

const test = isolationSitesForThisFile();
let carA: number;
let carB: number;

const carOf = (siteId: number, slug: string) => vehicleIdBySlug(test.db, siteId, slug);

beforeAll(async () => {
  [carA, carB] = [await carOf(test.siteA, 'shared-car-2'), await carOf(test.siteB, 'shared-car-2')];
  // Comparison rates by reg 100 on $30,000 over 5 years, worked out apart from our code (in Python): 7.49 % with
  // a $1,360.50 fee 9.4652 %; 12.5 % with $5 a month 12.827 %; 3.99 % with a $500 fee 4.678 %.
  const record = { interestRate: 7.49, establishmentFees: 1360.5, monthlyFee: 0 };
  await test.db.insert(vehicleFinanceLenders).values([
    { siteId: test.siteA, vehicleId: carA, provider: 'angle', ...record },
    {
      siteId: test.siteA,
      vehicleId: carA,
      provider: 'manual',
      interestRate: 12.5,
      establishmentFees: 0,
      monthlyFee: 5,
    },
    // Site B's record of its own car with the same slug: never read for site A.
    {
      siteId: test.siteB,
      vehicleId: carB,
      provider: 'angle',
      interestRate: 3.99,
      establishmentFees: 500,
      monthlyFee: 0,
    },
  ]);
});

const input = (patch: Partial<FinanceQuoteInput> = {}): FinanceQuoteInput => ({
  siteId: test.siteA,
  carId: carA,
  make: 'Mazda',
  selfAssessedCreditScore: 'good',
  purchasePrice: 30000,
  loanTerm: 60,
  year: 2022,
  vin: null,
  nvic: null,
  whoIsHelping: 'dealer',
  ...patch,
});
const provider = (finance: object) =>
  createBuiltInFinanceQuoteProvider({ db: test.db, finance: financeSchema.parse(finance) });

describe('createBuiltInFinanceQuoteProvider', () => {
  it("quotes from the car's lender record for the site's provider", async () => {
    const angle = provider({ provider: 'angle' });
    expect(angle.name).toBe('built-in');
    // $31,360.50 (price + fee) over 260 weeks at 7.49%.
    expect(await angle.quote(input())).toEqual({
      ok: true,
      quote: { weeklyRepaymentAmount: 144.7, comparisonRate: 9.47, advertisedRate: 7.49 },
    });
    // $30,000 over 208 weeks at 12.5%; this record has no establishment fee.
    expect(await provider({ provider: 'manual' }).quote(input({ loanTerm: 48 }))).toEqual({
      ok: true,
      quote: { weeklyRepaymentAmount: 183.45, comparisonRate: 12.83, advertisedRate: 12.5 },
    });
  });

  it("uses the site's finance defaults without a record, or for a make locked to another provider (F-37)", async () => {
    const defaults = {
      ok: true,
      quote: { weeklyRepaymentAmount: 146.73, comparisonRate: null, advertisedRate: 10 },
    };
    expect(await provider({ provider: 'youx' }).quote(input())).toEqual(defaults);
    expect(await provider({}).quote(input())).toEqual(defaults);
    expect(await provider({ provider: 'angle' }).quote(input({ make: 'Toyota' }))).toEqual(defaults);
  });

  it("never reads another site's lender records (tenant isolation)", async () => {
    const angle = provider({ provider: 'angle' });
    // Site A asking about site B's car id finds no record of its own: the defaults, not B's 3.99%.
    expect(await angle.quote(input({ carId: carB }))).toMatchObject({ quote: { advertisedRate: 10 } });
    expect(await angle.quote(input({ siteId: test.siteB, carId: carB }))).toMatchObject({
      quote: { advertisedRate: 3.99, comparisonRate: 4.68 },
    });
  });

  it('has no quote for a car without a price', async () => {
    expect(await provider({ provider: 'angle' }).quote(input({ purchasePrice: 0 }))).toEqual({
      ok: false,
      failure: 'not-quotable',
      message: 'the car has no price to quote',
    });
  });
});
