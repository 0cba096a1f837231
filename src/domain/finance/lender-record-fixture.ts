import type { FinanceLenderRecord } from './calculator-defaults';

/** For tests: a lender record of `provider` with every figure empty, then `fields`. */
export function lenderRecord(
  provider: string,
  fields: Partial<FinanceLenderRecord> = {},
): FinanceLenderRecord {
  return {
    provider,
    interestRate: null,
    comparisonRate: null,
    paymentWeek: null,
    paymentMonth: null,
    termYears: null,
    termMonths: null,
    termWeeks: null,
    deposit: null,
    balloon: null,
    establishmentFees: null,
    monthlyFee: null,
    totalPayable: null,
    disclaimer: null,
    ...fields,
  };
}
