import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, moneyDigits, MONEY_MAX, parseMoney } from './money';

describe('parseMoney: whole Australian dollars', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['$25,000', 25000],
    ['$ 25 000', 25000],
    ['  0 ', 0],
    ['007', 7],
    ['10,000,000', 10_000_000],
  ])('%j is %d', (text, amount) => {
    expect(parseMoney(text)).toEqual({ ok: true, amount });
  });

  it.each(['', 'abc', '25000.50', '-5', '1,2345', '25k', '$', '1e6', '2,50,000'])(
    '%j is not whole dollars',
    (text) => {
      expect(parseMoney(text)).toEqual({ ok: false, reason: 'format' });
    },
  );

  it('refuses more than $10,000,000', () => {
    expect(MONEY_MAX).toBe(10_000_000);
    expect(parseMoney('10000001')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseMoney('9'.repeat(400))).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

describe('the money input', () => {
  it('keeps digits before any decimal point, without leading zeros, eight at most', () => {
    expect(moneyDigits('$1,250.99')).toBe('1250');
    expect(moneyDigits('abc')).toBe('');
    expect(moneyDigits('0005')).toBe('5');
    expect(moneyDigits('0')).toBe('0');
    expect(moneyDigits('123456789')).toBe('12345678');
  });

  it('groups thousands with commas', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('10000000')).toBe('10,000,000');
  });

  it('what the input shows parses back to the typed amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MONEY_MAX }), (amount) => {
        expect(parseMoney(groupThousands(moneyDigits(String(amount))))).toEqual({ ok: true, amount });
      }),
    );
  });
});
