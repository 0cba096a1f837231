import { describe, expect, it } from 'vitest';
import { isNotFoundRerender } from './not-found-render';

describe('isNotFoundRerender', () => {
  it('matches the token exactly', () => {
    expect(isNotFoundRerender('3f9a', '3f9a')).toBe(true);
    expect(isNotFoundRerender('3f9', '3f9a')).toBe(false);
    expect(isNotFoundRerender('3F9A', '3f9a')).toBe(false);
  });

  it('never matches when the server set no token', () => {
    expect(isNotFoundRerender('', undefined)).toBe(false);
    expect(isNotFoundRerender('', '')).toBe(false);
    expect(isNotFoundRerender(undefined, undefined)).toBe(false);
    expect(isNotFoundRerender(null, '')).toBe(false);
  });

  it('does not match a request without the header', () => {
    expect(isNotFoundRerender(null, '3f9a')).toBe(false);
    expect(isNotFoundRerender(undefined, '3f9a')).toBe(false);
  });
});
