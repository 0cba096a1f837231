import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref (D-70)', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('(07) 5550 0110')).toBe('tel:0755500110');
    expect(telHref(' +61 (7) 3123-4567 ')).toBe('tel:+61731234567');
    expect(telHref('07 3000 1234 ext+2')).toBe('tel:07300012342');
  });
});
