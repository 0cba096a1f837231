import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import { loanAmountRange } from './calculator-ranges';
import {
  amortisedPayment,
  calculateRepayment,
  numberOfPayments,
  type LoanInput,
  type RepaymentFrequencyName,
  type RepaymentRounding,
} from './repayment';

const finance = financeSchema.parse({});
const amountRange = loanAmountRange(finance, null);

/** Whole multiples of a step between min and max, as a slider produces them. */
function onSlider(min: number, max: number, step: number) {
  return fc.integer({ min: 0, max: Math.floor((max - min) / step) }).map((index) => min + index * step);
}

const frequency = fc.constantFrom<RepaymentFrequencyName>('week', 'fortnight', 'month');
const rounding = fc.constantFrom<RepaymentRounding>('nearestDollar', 'ceilDollar', 'ceilCents');
const interest = onSlider(finance.interestRange.min, finance.interestRange.max, finance.interestRange.step);
const term = onSlider(1, finance.termMaxYears, 0.5);

/** Inputs inside the configured ranges; deposit, trade-in and residual inside the amount, as the form keeps them. */
const loanInput: fc.Arbitrary<LoanInput> = fc
  .record({
    amount: onSlider(amountRange.min, amountRange.max, amountRange.step),
    depositShare: fc.integer({ min: 0, max: 50 }),
    tradeInShare: fc.integer({ min: 0, max: 20 }),
    residualShare: fc.integer({ min: 0, max: 50 }),
    establishmentFee: fc.constantFrom(0, 395, 1300, 1360.5),
    interestRatePercent: interest,
    termYears: term,
    frequency,
  })
  .map(({ depositShare, tradeInShare, residualShare, ...rest }) => ({
    ...rest,
    deposit: (rest.amount * depositShare) / 100,
    tradeIn: (rest.amount * tradeInShare) / 100,
    residual: (rest.amount * residualShare) / 100,
  }));

const isWholeCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

describe('F-16/F-17 properties within the configured ranges', () => {
  it('payment × n + residual equals the total, to the cent', () => {
    fc.assert(
      fc.property(loanInput, rounding, (input, mode) => {
        const result = calculateRepayment(input, mode);
        const expectedCents =
          Math.round(result.payment * 100) * result.numberOfPayments + Math.round(input.residual * 100);
        expect(Math.round(result.total * 100)).toBe(expectedCents);
      }),
    );
  });

  it('a zero rate is straight division', () => {
    fc.assert(
      fc.property(loanInput, (input) => {
        const zero = { ...input, interestRatePercent: 0 };
        const principal = input.amount - input.deposit - input.tradeIn + input.establishmentFee;
        const periods = numberOfPayments(input.termYears, input.frequency);
        expect(amortisedPayment(zero)).toBeCloseTo(Math.max(0, (principal - input.residual) / periods), 9);
      }),
    );
  });

  it('a higher rate never lowers the payment', () => {
    fc.assert(
      fc.property(loanInput, interest, rounding, (input, otherRate, mode) => {
        const low = { ...input, interestRatePercent: Math.min(input.interestRatePercent, otherRate) };
        const high = { ...input, interestRatePercent: Math.max(input.interestRatePercent, otherRate) };
        expect(amortisedPayment(high)).toBeGreaterThanOrEqual(amortisedPayment(low));
        expect(calculateRepayment(high, mode).payment).toBeGreaterThanOrEqual(
          calculateRepayment(low, mode).payment,
        );
      }),
    );
  });

  it('without a balloon, a longer term never raises the unrounded payment', () => {
    fc.assert(
      fc.property(loanInput, term, (input, otherTerm) => {
        const noBalloon = { ...input, residual: 0 };
        const short = { ...noBalloon, termYears: Math.min(input.termYears, otherTerm) };
        const long = { ...noBalloon, termYears: Math.max(input.termYears, otherTerm) };
        expect(amortisedPayment(long)).toBeLessThanOrEqual(amortisedPayment(short));
      }),
    );
  });

  it('results are finite, non-negative and whole cents', () => {
    fc.assert(
      fc.property(loanInput, rounding, (input, mode) => {
        const result = calculateRepayment(input, mode);
        for (const value of [result.payment, result.total, result.principal]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(isWholeCents(value)).toBe(true);
        }
        expect(result.payment).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeGreaterThanOrEqual(0);
        if (mode !== 'ceilCents') expect(Number.isInteger(result.payment)).toBe(true);
      }),
    );
  });

  it('stays finite and non-negative for any numbers at all', () => {
    const anyNumber = fc.double({ noNaN: false });
    const anyInput: fc.Arbitrary<LoanInput> = fc.record({
      amount: anyNumber,
      deposit: anyNumber,
      tradeIn: anyNumber,
      establishmentFee: anyNumber,
      interestRatePercent: anyNumber,
      termYears: anyNumber,
      residual: anyNumber,
      frequency,
    });
    fc.assert(
      fc.property(anyInput, rounding, (input, mode) => {
        const payment = amortisedPayment(input);
        expect(Number.isFinite(payment) && payment >= 0).toBe(true);
        const rounded = calculateRepayment(input, mode).payment;
        expect(Number.isFinite(rounded) && rounded >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
