import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, normalizeEmail } from './email';

describe('normalizeEmail (H-13)', () => {
  it.each([
    ['jo@example.com', 'jo@example.com'],
    ['  Jo.Smith@Example.COM.au ', 'Jo.Smith@example.com.au'],
    ["o'brien+cars@mail.example.org", "o'brien+cars@mail.example.org"],
    ['first_last-1@sub-domain.example.net', 'first_last-1@sub-domain.example.net'],
    ['jo@xn--bcher-kva.example', 'jo@xn--bcher-kva.example'],
    ['jo@example.xn--p1ai', 'jo@example.xn--p1ai'],
  ])('accepts %j as %s', (raw, normalized) => {
    expect(normalizeEmail(raw)).toBe(normalized);
  });

  it.each([
    [''],
    ['jo'],
    ['jo@'],
    ['@example.com'],
    ['jo@example'],
    ['jo@example.c'],
    ['jo@example.123'],
    ['jo@@example.com'],
    ['jo..smith@example.com'],
    ['.jo@example.com'],
    ['jo.@example.com'],
    ['jo smith@example.com'],
    ['"jo smith"@example.com'],
    ['jo@[192.168.0.1]'],
    ['jo@-example.com'],
    ['jo@example-.com'],
    ['jo@exa_mple.com'],
    ['jo@example..com'],
    ['jo@example.com.'],
  ])('refuses %j', (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });

  it('limits the local part to 64 and the address to 254 characters', () => {
    expect(normalizeEmail(`${'a'.repeat(64)}@example.com`)).not.toBeNull();
    expect(normalizeEmail(`${'a'.repeat(65)}@example.com`)).toBeNull();
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(50)}.com`;
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(normalizeEmail(longest)).toBe(longest);
    expect(normalizeEmail(`a${longest}`)).toBeNull();
    expect(normalizeEmail(`jo@${'l'.repeat(64)}.com`)).toBeNull();
  });
});
