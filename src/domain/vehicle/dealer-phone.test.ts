import { describe, expect, it } from 'vitest';
import { dealerPhone } from './dealer-phone';

const location = { id: 7, phone: '02 4900 0000' };

describe('A-13 dealerPhone', () => {
  it("is the location's phone without fixed numbers", () => {
    expect(dealerPhone({}, location, 'harbourside')).toBe('02 4900 0000');
  });

  it('prefers the location id, then the dealership slug, then the default', () => {
    const fixed = { '7': '1300 000 007', harbourside: '1300 000 001', default: '1300 000 000' };
    expect(dealerPhone(fixed, location, 'harbourside')).toBe('1300 000 007');
    expect(dealerPhone({ ...fixed, '7': '' }, location, 'harbourside')).toBe('1300 000 001');
    expect(dealerPhone({ default: '1300 000 000' }, location, 'harbourside')).toBe('1300 000 000');
  });

  it('is null without any number, and ignores inherited keys', () => {
    expect(dealerPhone({}, { id: 7, phone: '  ' }, 'constructor')).toBeNull();
    expect(dealerPhone({}, { id: 7, phone: null }, 'toString')).toBeNull();
  });
});
