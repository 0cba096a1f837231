import { describe, expect, it } from 'vitest';
import { isAuMobile, parseSignInAddress, parseSignInCode } from './sign-in-address';

describe('parseSignInAddress', () => {
  it('reads an email address in lower case, trimmed', () => {
    expect(parseSignInAddress('email', '  Jo.Buyer@Example.COM ')).toEqual({
      channel: 'email',
      email: 'jo.buyer@example.com',
    });
  });

  it.each(['jo', 'jo@', '@example.com', 'jo@example', `${'a'.repeat(250)}@example.com`])(
    'refuses the email %j',
    (raw) => {
      expect(parseSignInAddress('email', raw)).toBeNull();
    },
  );

  it.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['(04) 1234-5678', '+61412345678'],
  ])('reads the mobile %j as %s', (raw, phone) => {
    expect(parseSignInAddress('phone', raw)).toEqual({ channel: 'phone', phone });
  });

  it.each(['02 9999 0000', '1300 123 456', '0412 345 67', 'call me'])('refuses %j: not a mobile', (raw) => {
    expect(parseSignInAddress('phone', raw)).toBeNull();
  });
});

describe('isAuMobile', () => {
  it('accepts only a normalised mobile', () => {
    expect(isAuMobile('+61412345678')).toBe(true);
    expect(isAuMobile('0412345678')).toBe(false);
    expect(isAuMobile('+61299990000')).toBe(false);
  });
});

describe('parseSignInCode', () => {
  it('takes six digits, spaces ignored', () => {
    expect(parseSignInCode('123 456')).toBe('123456');
    for (const input of ['12345', '1234567', '12a456']) expect(parseSignInCode(input)).toBeNull();
  });
});
