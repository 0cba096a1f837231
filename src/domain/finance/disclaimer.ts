import type { FinanceConfig } from '@/config';
import { formatMoney } from '@/domain/format/money';
import type { FinanceLender } from './finance-summary';

const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '8.38%': rates are shown to two places, as lenders quote them. */
export function formatRatePercent(rate: number): string {
  return `${percent.format(rate)}%`;
}

/**
 * F-23: the lender's comparison rate, or when there is none the configured fallback range,
 * '8.38% to 19.42%' by default (`comparisonRateFallbackRange`).
 */
export function comparisonRateText(
  lender: Pick<FinanceLender, 'comparisonRate'> | null,
  finance: Pick<FinanceConfig, 'comparisonRateFallbackRange'>,
): string {
  const rate = lender?.comparisonRate;
  if (typeof rate === 'number' && Number.isFinite(rate)) return formatRatePercent(rate);
  const { min, max } = finance.comparisonRateFallbackRange;
  return `${formatRatePercent(min)} to ${formatRatePercent(max)}`;
}

/** F-22/F-24 the figures the default disclaimer states. */
export type DisclaimerAssumptions = {
  termYears: number;
  depositPercent: number;
  finalPaymentPercent: number;
  vehicleType: string;
  comparisonLoanAmount: number;
  comparisonTermYears: number;
};

/** F-24: a 5-year term, a 10.0% deposit, a 30.0% final payment; F-22: a 5-year loan of $30,000. */
export function defaultDisclaimerAssumptions(
  finance: Pick<FinanceConfig, 'vehicleTypeLabel'>,
): DisclaimerAssumptions {
  return {
    termYears: 5,
    depositPercent: 10,
    finalPaymentPercent: 30,
    vehicleType: finance.vehicleTypeLabel,
    comparisonLoanAmount: 30000,
    comparisonTermYears: 5,
  };
}

/**
 * F-22/F-24 the default finance disclaimer (proposal: the spec gives the figures, not the wording). The last two
 * sentences are the comparison-rate warning Australian credit advertising carries with any comparison rate.
 */
export function defaultFinanceDisclaimer(assumptions: DisclaimerAssumptions, comparisonRate: string): string {
  const { termYears, depositPercent, finalPaymentPercent, vehicleType } = assumptions;
  return [
    `Estimated repayments assume a ${termYears}-year term, a ${depositPercent.toFixed(1)}% deposit and a`,
    `${finalPaymentPercent.toFixed(1)}% final payment (vehicle type: ${vehicleType}).`,
    `The comparison rate of ${comparisonRate} is based on a ${assumptions.comparisonTermYears}-year secured`,
    `fixed-rate loan of ${formatMoney(assumptions.comparisonLoanAmount)}.`,
    'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges.',
    'Different terms, fees or other loan amounts might result in a different comparison rate.',
  ].join(' ');
}
