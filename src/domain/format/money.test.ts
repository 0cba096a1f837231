import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatMoneyCents, formatPriceOrText } from './money';

describe('A-20 formatMoney', () => {
  it("formats whole Australian dollars with separators: 30000 → '$30,000'", () => {
    expect(formatMoney(30000)).toBe('$30,000');
    expect(formatMoney(1234567)).toBe('$1,234,567');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(999)).toBe('$999');
  });

  it('rounds to whole dollars', () => {
    expect(formatMoney(29999.5)).toBe('$30,000');
    expect(formatMoney(10.4)).toBe('$10');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('shows negatives with a leading minus', () => {
    expect(formatMoney(-2500)).toBe('-$2,500');
  });

  it('round-trips: digits of the output are the rounded amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        expect(Number(formatMoney(amount).replace(/[$,]/g, ''))).toBe(amount);
      }),
    );
  });
});

describe('formatMoneyCents', () => {
  it('shows dollars to the cent with separators, and never -$0.00', () => {
    expect(formatMoneyCents(42.5)).toBe('$42.50');
    expect(formatMoneyCents(1234.567)).toBe('$1,234.57');
    expect(formatMoneyCents(-0.001)).toBe('$0.00');
  });
});

describe('formatPriceOrText (price above 10, else the no-price text)', () => {
  it('shows the price above 10', () => {
    expect(formatPriceOrText(11, 'Enquire for price.')).toBe('$11');
    expect(formatPriceOrText(45990, 'Enquire for price.')).toBe('$45,990');
  });
  it('shows the no-price text at 10 or below, or without a price', () => {
    expect(formatPriceOrText(10, 'Enquire for price.')).toBe('Enquire for price.');
    expect(formatPriceOrText(0, 'Enquire')).toBe('Enquire');
    expect(formatPriceOrText(null, 'Enquire')).toBe('Enquire');
  });
});
