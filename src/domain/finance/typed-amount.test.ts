import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './typed-amount';

describe('parseTypedAmount', () => {
  it('reads digits, a decimal point, and ignores $, commas and spaces', () => {
    expect(parseTypedAmount('30000')).toBe(30000);
    expect(parseTypedAmount('$30,000')).toBe(30000);
    expect(parseTypedAmount(' 7.5 ')).toBe(7.5);
    expect(parseTypedAmount('0')).toBe(0);
    expect(parseTypedAmount('-$5,000')).toBe(-5000);
  });

  it('is null for anything that is not a plain amount', () => {
    for (const text of ['', 'abc', '--5', '5-', '1e5', '7.5.1', '.5', '5.', '12a'])
      expect(parseTypedAmount(text), text).toBeNull();
  });
});
