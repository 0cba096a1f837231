import type { FinanceConfig } from '@/config';
import type { FinanceLender } from './finance-summary';

const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '8.38%': rates are shown to two places, as lenders quote them. */
export function formatRatePercent(rate: number): string {
  return `${percent.format(rate)}%`;
}

/**
 * F-23: the lender's comparison rate, or when there is none the configured fallback range, '8.38% to 19.42%'
 * by default (`comparisonRateFallbackRange`). The default disclaimer's wording (F-22, F-24) is
 * `defaultFinanceDisclaimer` in domain/vehicle/content/disclaimer.ts.
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
