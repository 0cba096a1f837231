import { describe, expect, it } from 'vitest';
import { formatRepaymentAmount, perFrequencyText, termText } from './repayment-text';

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
