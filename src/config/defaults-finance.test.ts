import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { brandEntryOptionsSchema } from './schema';

describe('platformDefaults: finance (options 112–139)', () => {
  it('has the spec calculator ranges', () => {
    expect(platformDefaults.finance.interestRange).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(platformDefaults.finance.loanAmount).toEqual({
      min: 1000,
      max: 100000,
      step: 500,
      maxMode: 'fixed',
    });
    expect(platformDefaults.finance.comparisonRateFallbackRange).toEqual({ min: 8.38, max: 19.42 });
  });

  it('has every finance default', () => {
    expect(platformDefaults.finance).toEqual({
      provider: null,
      loanAmount: { min: 1000, max: 100000, step: 500, maxMode: 'fixed' },
      termMaxYears: 7,
      termYearOptions: null,
      interestRange: { min: 0.5, max: 15, step: 0.5 },
      interestSliderDisabled: false,
      defaultAmountFromCarPrice: false,
      defaultAmount: 30000,
      defaultTermYears: 6,
      defaultInterestRate: 10,
      repaymentRounding: 'nearestDollar',
      establishmentFee: 0,
      brandFeeSchedule: null,
      frequencySelectHidden: false,
      disclaimerTruncateAt: 197,
      summaryEnabled: true,
      summaryHiddenManufacturers: [],
      summaryRule: {
        requireInStock: false,
        minPriceExclusive: null,
        maxAgeYearsExclusive: null,
        requireComparisonRate: false,
        requirePayment: null,
      },
      manufacturerFinanceLock: { Toyota: 'toyotaFinance' },
      vehicleTypeLabel: 'Car',
      comparisonRateFallbackRange: { min: 8.38, max: 19.42 },
      groupBlock: {
        purchasePriceMin: 1000,
        purchasePriceMax: 250000,
        interestRange: { min: 0.5, max: 15, step: 0.5 },
        depositMax: 250000,
        residualMax: 250000,
      },
      moneyQuickPicks: [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
      kmQuickPicks: [10000, 20000, 50000, 100000, 150000, 200000],
      budgetDefaults: { monthlyRepayment: 600, weeklyRepayment: 200, deposit: 2000, termYears: 5 },
    });
  });
});

describe('brand entry options (143–144)', () => {
  it('defaults to the internal brand page', () => {
    expect(brandEntryOptionsSchema.parse({})).toEqual({ skipBrandPage: false, url: null });
  });
});
