import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAuPhone } from './phone';

describe('parseAuPhone (H-13)', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['+61 (0)412 345 678', '+61412345678'],
    ['0061 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['  0412 345 678  ', '+61412345678'],
  ])('reads the mobile %j as %s', (raw, normalized) => {
    expect(parseAuPhone(raw)).toEqual({ normalized, kind: 'mobile' });
  });

  it.each([
    ['02 9876 5432', '+61298765432'],
    ['(02) 9876 5432', '+61298765432'],
    ['03 9123 4567', '+61391234567'],
    ['07.3123.4567', '+61731234567'],
    ['08 9123 4567', '+61891234567'],
    ['+61 2 9876 5432', '+61298765432'],
  ])('reads the landline %j with its area code as %s', (raw, normalized) => {
    expect(parseAuPhone(raw)).toEqual({ normalized, kind: 'landline' });
  });

  it('keeps the digits of 13, 1300 and 1800 numbers', () => {
    expect(parseAuPhone('13 13 13')).toEqual({ normalized: '131313', kind: 'localRate' });
    expect(parseAuPhone('1300 123 456')).toEqual({ normalized: '1300123456', kind: 'localRate' });
    expect(parseAuPhone('1800 123 456')).toEqual({ normalized: '1800123456', kind: 'freecall' });
  });

  it.each([
    [''],
    ['9876 5432'],
    ['01 2345 6789'],
    ['05 1234 5678'],
    ['09 1234 5678'],
    ['0412 345 67'],
    ['0412 345 6789'],
    ['+64 21 123 4567'],
    ['+61 1300 123 456'],
    ['1900 123 456'],
    ['0412 345 67a'],
    ['0412+345678'],
    ['call me'],
  ])('refuses %j', (raw) => {
    expect(parseAuPhone(raw)).toBeNull();
  });

  it('gives the same number however a mobile is written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), (rest) => {
        const national = parseAuPhone(`04${rest}`);
        const spaced = parseAuPhone(`+61 4${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`);
        expect(national).toEqual({ normalized: `+614${rest}`, kind: 'mobile' });
        expect(spaced).toEqual(national);
      }),
    );
  });
});
