import { describe, expect, it } from 'vitest';
import { safePathSegment } from './path-segment';

describe('safePathSegment', () => {
  it.each([
    ['redgum', 'redgum'],
    ['lead-12.eml', 'lead-12.eml'],
    ['..', '_.'],
    ['.', '_'],
    ['../x', '_._x'],
    ['a/b\\c', 'a_b_c'],
    ['', '_'],
  ])('%j is %j', (text, expected) => {
    expect(safePathSegment(text)).toBe(expected);
  });
});
