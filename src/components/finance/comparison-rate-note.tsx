import { COMPARISON_RATE_NOTE } from '@/domain/finance/comparison-rate';

/**
 * The footnote of a page whose weekly finance lines carry a comparison rate with an asterisk (decision 068):
 * the example it is for and the warning Australian lenders print with it.
 */
export function ComparisonRateNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-muted ${className}`} data-testid="comparison-rate-note">
      {COMPARISON_RATE_NOTE}
    </p>
  );
}
