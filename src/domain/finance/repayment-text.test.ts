import { describe, expect, it } from 'vitest';
import { formatRepaymentAmount, loanAssumptionsText, perFrequencyText, termText } from './repayment-text';
import { testLoan } from './loan-test-fixture';

describe('formatRepaymentAmount', () => {
  it('shows whole dollars without cents, and cents when there are some', () => {
    expect(formatRepaymentAmount(579)).toBe('$579');
    expect(formatRepaymentAmount(1234)).toBe('$1,234');
    expect(formatRepaymentAmount(450.99)).toBe('$450.99');
    expect(formatRepaymentAmount(601.1)).toBe('$601.10');
    expect(formatRepaymentAmount(0)).toBe('$0');
  });
});

describe('perFrequencyText and termText', () => {
  it('name the frequency and the term', () => {
    expect(perFrequencyText('week')).toBe('per week');
    expect(perFrequencyText('fortnight')).toBe('per fortnight');
    expect(perFrequencyText('month')).toBe('per month');
    expect(termText(1)).toBe('1 year');
    expect(termText(4.5)).toBe('4.5 years');
    expect(termText(6)).toBe('6 years');
  });
});

describe('loanAssumptionsText', () => {
  const input = testLoan(7.49);

  it('states the amount, term and rate', () => {
    expect(loanAssumptionsText(input)).toBe('Based on $30,000 over 5 years at 7.49% p.a.');
  });

  it('states a deposit, a trade-in and a balloon when the loan has them', () => {
    expect(loanAssumptionsText({ ...input, deposit: 2000, residual: 9000 })).toBe(
      'Based on $30,000 over 5 years at 7.49% p.a., less a $2,000 deposit, with a $9,000 balloon at the end.',
    );
    expect(loanAssumptionsText({ ...input, deposit: 2000, tradeIn: 5500.5, termYears: 1 })).toBe(
      'Based on $30,000 over 1 year at 7.49% p.a., less a $2,000 deposit and a $5,500.50 trade-in.',
    );
  });
});
