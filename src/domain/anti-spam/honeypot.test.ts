import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';

describe('honeypot', () => {
  it('is a field name browsers do not autofill', () => {
    expect(HONEYPOT_FIELD).toBe('homepage_url');
  });

  it('is filled by any non-blank value', () => {
    expect(isHoneypotFilled('http://spam.example')).toBe(true);
    expect(isHoneypotFilled(0)).toBe(true);
    expect(isHoneypotFilled(['x'])).toBe(true);
  });

  it('is empty when absent, null or blank', () => {
    for (const input of [undefined, null, '', '   ']) expect(isHoneypotFilled(input)).toBe(false);
  });
});
