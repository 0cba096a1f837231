import { describe, expect, it } from 'vitest';
import { boundLogString } from './bound-string';

describe('boundLogString', () => {
  it('keeps a short string as it is', () => {
    expect(boundLogString('site 3: car 17 has no photo')).toBe('site 3: car 17 has no photo');
  });

  it('cuts a 100 KB value to 1,000 characters and says how many were cut', () => {
    expect(boundLogString('a'.repeat(100_000))).toBe(`${'a'.repeat(1_000)}…[99000 more characters]`);
  });

  it('keeps exactly the limit uncut', () => {
    expect(boundLogString('b'.repeat(1_000))).toBe('b'.repeat(1_000));
    expect(boundLogString('abcdef', 3)).toBe('abc…[3 more characters]');
  });

  it('never cuts a surrogate pair in half', () => {
    expect(boundLogString('ab😀cd', 3)).toBe('ab…[4 more characters]');
  });

  it('escapes characters that break or reorder a line in a viewer (JSON escapes the C0 ones)', () => {
    expect(boundLogString('a\u2028b\u2029c\u0085d\u202ee\u2066f')).toBe(
      'a\\u2028b\\u2029c\\u0085d\\u202ee\\u2066f',
    );
    expect(boundLogString('line\nnext')).toBe('line\nnext');
  });
});
