/**
 * Comparison rates by the method of the National Consumer Credit Protection Regulations 2010, reg 100: the
 * nominal annual rate n × r × 100 % where r, the rate per repayment interval, solves
 *   Σ A_j / (1 + r)^j = Σ (R_j + C_j) / (1 + r)^j
 * with A_j the credit provided at time j, R_j the repayments and C_j the credit fees and charges.
 * Never a stored or marked-up figure: the same inputs always give the same rate (decision 068).
 */

/** F-22: every comparison rate this platform shows is for a secured loan of $30,000 over 5 years, monthly. */
export const COMPARISON_EXAMPLE = { amount: 30_000, termYears: 5, paymentsPerYear: 12 } as const;

export type ComparisonExample = { amount: number; termYears: number; paymentsPerYear: number };

/** What a lender charges, as its lender record says (rates in % p.a., fees in dollars). */
export type ComparisonRateInputs = {
  interestRate: number;
  /** Charged when the loan starts. */
  establishmentFee: number;
  /** Charged with every monthly repayment. */
  monthlyFee: number;
};

/** The present value at rate `r` per interval of `periods` equal payments, the first one interval away. */
function annuityValue(payment: number, r: number, periods: number): number {
  return r === 0 ? payment * periods : (payment * (1 - (1 + r) ** -periods)) / r;
}

/** The payment that repays `principal` over `periods` intervals at `r` per interval. */
function levelPayment(principal: number, r: number, periods: number): number {
  return r === 0 ? principal / periods : (principal * r) / (1 - (1 + r) ** -periods);
}

/**
 * Solves reg 100's equation by bisection: the present value of what the borrower pays falls as the rate rises,
 * so one root lies between 0 and a rate no lender charges (1,200 % a year); 200 halvings settle it far below a
 * hundredth of a percent.
 */
function solvePerInterval(netCredit: number, payment: number, periods: number): number {
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (annuityValue(payment, middle, periods) > netCredit) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * Unrounded: the rate in % p.a. for `inputs` on `example`. The example's amount is the loan's balance with the
 * establishment fee in it, as Australian lenders compute their published rates: the repayments (plus the monthly
 * fee) repay the whole amount, and the credit the borrower receives (A_0) is the amount less the fee. Every
 * published example in comparison-rate.test.ts is reproduced this way; adding the fee on top of the amount is not.
 */
export function exactComparisonRate(
  inputs: ComparisonRateInputs,
  example: ComparisonExample = COMPARISON_EXAMPLE,
): number {
  const { amount, termYears, paymentsPerYear } = example;
  const periods = Math.round(termYears * paymentsPerYear);
  const repayment = levelPayment(amount, inputs.interestRate / 100 / paymentsPerYear, periods);
  const feePerInterval = (inputs.monthlyFee * 12) / paymentsPerYear;
  const credit = amount - inputs.establishmentFee;
  return solvePerInterval(credit, repayment + feePerInterval, periods) * paymentsPerYear * 100;
}

/** The comparison rate in % p.a. to two places, as lenders publish it: 8.49 % with a $1,300 fee → 10.39. */
export function comparisonRate(
  inputs: ComparisonRateInputs,
  example: ComparisonExample = COMPARISON_EXAMPLE,
): number {
  return Math.round(exactComparisonRate(inputs, example) * 100) / 100;
}

/** A lender record's comparison rate, or null when it does not say a rate or a fee (then none can be stated). */
export function lenderComparisonRate(record: {
  interestRate: number | null;
  establishmentFees: number | null;
  monthlyFee: number | null;
}): number | null {
  const { interestRate, establishmentFees, monthlyFee } = record;
  if (interestRate === null || establishmentFees === null || monthlyFee === null) return null;
  if (![interestRate, establishmentFees, monthlyFee].every((value) => Number.isFinite(value) && value >= 0))
    return null;
  // A fee that swallows the whole example loan leaves no credit to state a rate for.
  if (establishmentFees >= COMPARISON_EXAMPLE.amount) return null;
  return comparisonRate({ interestRate, establishmentFee: establishmentFees, monthlyFee });
}

/** F-22: the example every comparison rate on the site is for. */
export const COMPARISON_EXAMPLE_SENTENCE =
  'Comparison rate based on a 5-year secured fixed-rate loan of $30,000.';

/** The warning Australian lenders print with every comparison rate. */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.';

/** The footnote of every page that shows a comparison rate with an asterisk (the weekly finance line, C-61). */
export const COMPARISON_RATE_NOTE = `*${COMPARISON_EXAMPLE_SENTENCE} ${COMPARISON_RATE_WARNING}`;
