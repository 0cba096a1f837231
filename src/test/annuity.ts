/**
 * Test-only money maths, written apart from `src/domain/finance` so a quoted repayment is checked against an
 * independent calculation (the brief: never against the code's own output). The textbook annuity with a balloon:
 * PMT = (P − B·v^n)·r / (1 − v^n), v = 1/(1+r), r = the yearly rate / periods per year.
 */
export function annuityPayment(loan: {
  principal: number;
  ratePercent: number;
  periodsPerYear: number;
  years: number;
  balloon: number;
}): number {
  const n = Math.round(loan.years * loan.periodsPerYear);
  const r = loan.ratePercent / 100 / loan.periodsPerYear;
  if (r === 0) return (loan.principal - loan.balloon) / n;
  const v = 1 / (1 + r);
  return ((loan.principal - loan.balloon * v ** n) * r) / (1 - v ** n);
}

/** F-18's three roundings, by hand: a millionth of slack so 637.41 × 100 does not ceil to 63,742. */
export function roundAs(value: number, rounding: 'nearestDollar' | 'ceilDollar' | 'ceilCents'): number {
  if (rounding === 'nearestDollar') return Math.round(value);
  if (rounding === 'ceilDollar') return Math.ceil(value - 1e-6);
  return Math.ceil(value * 100 - 1e-6) / 100;
}
