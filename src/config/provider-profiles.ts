import { deepFreeze } from './deep-freeze';
import type { DeepPartial, FinanceConfig, FinanceProviderId, FinanceSummaryRule } from './schema';

export type FinanceOverride = DeepPartial<FinanceConfig>;

const inStockOnly: FinanceSummaryRule = {
  requireInStock: true,
  minPriceExclusive: null,
  maxAgeYearsExclusive: null,
  requireComparisonRate: false,
  requirePayment: null,
};

const pricedInStockWithWeeklyPayment: FinanceSummaryRule = {
  ...inStockOnly,
  minPriceExclusive: 500,
  requirePayment: 'week',
};

/**
 * Finance values the spec ties to a NAMED provider: only the finance-summary rules (option 132, F-33..F-36).
 *
 * The spec also gives values for an unnamed provider — loan minimum 5000, interest 1–14.5 and 7.5–14.5,
 * establishment fee 1360.50, a special rounding rule, a hidden frequency select, a 5-year default term.
 * Checklist F-6 says the provider is not named and to set them through config, so they are not put on any
 * provider here: guessing one would give that provider's other sites a range the spec never gave them.
 * Set them in the group, site or dealership layer that uses that provider. AusLoans' 1300 fee applies to
 * one dealer group only (F-19), so it belongs in that group's layer, not in the ausloans profile.
 */
export const providerProfiles: Readonly<Record<FinanceProviderId, FinanceOverride>> = deepFreeze<
  Record<FinanceProviderId, FinanceOverride>
>({
  taurus: {
    summaryRule: {
      requireInStock: true,
      minPriceExclusive: 500,
      maxAgeYearsExclusive: 12,
      requireComparisonRate: true,
      requirePayment: null,
    },
  },
  '360finance': { summaryRule: inStockOnly },
  ausloans: { summaryRule: inStockOnly },
  manual: { summaryRule: pricedInStockWithWeeklyPayment },
  angle: { summaryRule: pricedInStockWithWeeklyPayment },
  powertorque: { summaryRule: pricedInStockWithWeeklyPayment },
  nissanFinance: { summaryRule: { ...pricedInStockWithWeeklyPayment, requirePayment: 'month' } },
  // The Toyota rule (F-37) is keyed by make, so it lives in finance.manufacturerFinanceLock instead.
  toyotaFinance: {},
  youx: {},
});
