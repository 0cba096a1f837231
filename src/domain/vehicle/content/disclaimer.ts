import { COMPARISON_EXAMPLE_SENTENCE, COMPARISON_RATE_WARNING } from '@/domain/finance/comparison-rate';

/** The anchor the page links to (D-105, B-49: present exactly once). */
export const DISCLAIMER_SECTION_ID = 'financeDisclaimer';

/** A lender record as the disclaimer reads it (vehicle_finance_lenders.provider and .disclaimer). */
export type DisclaimerLender = { provider: string; disclaimer: string | null };

/**
 * F-24 (proposal): the default finance disclaimer when the car has no lender wording. It carries the spec's
 * assumptions exactly — a 5-year term, a 10.0% deposit and a 30.0% final payment — and the comparison example
 * of F-22 (a 5-year secured fixed-rate loan of $30,000). `vehicleType` is `finance.vehicleTypeLabel` ('Car').
 */
export function defaultFinanceDisclaimer(vehicleType: string): string {
  return (
    `Estimated repayments are indicative only and based on a ${vehicleType.toLowerCase()} loan over a 5-year ` +
    `term with a 10.0% deposit and a 30.0% final payment. ${COMPARISON_EXAMPLE_SENTENCE} ` +
    `${COMPARISON_RATE_WARNING} Finance is subject to credit approval; terms, conditions, fees and charges apply.`
  );
}

/**
 * D-105 `financeDisclaimerText`: the wording of the lender record of the site's finance provider
 * (`finance.provider`), else the default disclaimer, so the #financeDisclaimer section always has its text; it
 * always carries the comparison-rate warning (decision 068).
 */
export function financeDisclaimerText(
  lenders: readonly DisclaimerLender[],
  provider: string | null,
  vehicleType: string,
): string {
  const own = provider === null ? undefined : lenders.find((lender) => lender.provider === provider);
  const text = own?.disclaimer?.trim();
  if (!text) return defaultFinanceDisclaimer(vehicleType);
  // The page states comparison rates (the weekly line, the calculator): a lender's wording without the warning
  // gets the example and the warning after it.
  return /WARNING/.test(text) ? text : `${text} ${COMPARISON_EXAMPLE_SENTENCE} ${COMPARISON_RATE_WARNING}`;
}
