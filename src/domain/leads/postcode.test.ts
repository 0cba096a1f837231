import { describe, expect, it } from 'vitest';
import { POSTCODE_MAX_LENGTH, validatePostcode } from './postcode';

describe('validatePostcode (H-36, H-37)', () => {
  it.each(['4000', '0800', '2000', ' 3000 '])('accepts %j', (value) => {
    expect(validatePostcode(value)).toBeNull();
  });

  it.each(['400', '40000', '', '40a0', '4 000', '4,000', '-400'])(
    'refuses %j with the spec text',
    (value) => {
      expect(validatePostcode(value)).toBe('Invalid postcode. Please enter a 4-digit number.');
    },
  );

  it('limits the input to 4 characters', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4);
  });
});
