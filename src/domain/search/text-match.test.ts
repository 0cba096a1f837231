import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandQueryTokens, isWithinOneEdit, sanitizeQuery, tokenize } from './text-match';

describe('sanitizeQuery (C-14)', () => {
  it('trims, collapses whitespace and strips tags and control characters', () => {
    expect(sanitizeQuery('  <b>Toyota</b>\t\u0000 Hilux\n  SR5 ')).toBe('Toyota Hilux SR5');
  });
  it('caps the query at 100 characters', () => {
    expect(sanitizeQuery('a'.repeat(150))).toHaveLength(100);
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => sanitizeQuery(sanitizeQuery(s)) === sanitizeQuery(s)));
  });
});

describe('tokenize', () => {
  it('splits lower-case on anything but ASCII letters and digits', () => {
    expect(tokenize('RG-10007 Hi-Lux  4x4 Crème')).toEqual(['rg', '10007', 'hi', 'lux', '4x4', 'cr', 'me']);
  });
});

describe('isWithinOneEdit', () => {
  it('accepts one substitution, insertion or deletion and nothing more', () => {
    expect(isWithinOneEdit('corolla', 'corola')).toBe(true);
    expect(isWithinOneEdit('corolla', 'corollas')).toBe(true);
    expect(isWithinOneEdit('corolla', 'carolla')).toBe(true);
    expect(isWithinOneEdit('corolla', 'caroll')).toBe(false);
    expect(isWithinOneEdit('abc', 'cba')).toBe(false);
  });
});

describe('expandQueryTokens', () => {
  const dictionary = ['hilux', 'hiace', 'toyota', 'sr5', 'sr', 'ranger', 'range', 'golf', 'gold'];
  it('matches earlier tokens exactly and the last one as a prefix', () => {
    const [first, last] = expandQueryTokens(['sr', 'hi'], dictionary);
    expect([...first!]).toEqual(['sr']);
    expect([...last!].sort()).toEqual(['hiace', 'hilux']);
  });
  it('tolerates one typo only in tokens of 5+ characters', () => {
    expect([...expandQueryTokens(['toyata', 'x'], dictionary)[0]!]).toEqual(['toyota']);
    expect([...expandQueryTokens(['rangr', 'x'], dictionary)[0]!].sort()).toEqual(['range', 'ranger']);
    expect([...expandQueryTokens(['golf', 'x'], dictionary)[0]!]).toEqual(['golf']);
  });
});

describe('sanitizeQuery length cap', () => {
  it('never splits a character made of two UTF-16 units', () => {
    expect(sanitizeQuery(`${'a'.repeat(99)}😀😀`)).toBe(`${'a'.repeat(99)}😀`);
  });
});
