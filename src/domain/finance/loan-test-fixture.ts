import type { LoanInput } from './repayment';

/** Tests only: $30,000 over 5 years at `interestRatePercent`, paid weekly, with no deposit, trade-in, fee or balloon. */
export const testLoan = (interestRatePercent: number, patch: Partial<LoanInput> = {}): LoanInput => ({
  amount: 30000,
  deposit: 0,
  tradeIn: 0,
  establishmentFee: 0,
  interestRatePercent,
  termYears: 5,
  residual: 0,
  frequency: 'week',
  ...patch,
});
