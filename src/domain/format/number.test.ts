import { describe, expect, it } from 'vitest';
import { formatKm } from './number';

describe('formatKm', () => {
  it('formats kilometres with separators', () => {
    expect(formatKm(12345)).toBe('12,345 km');
    expect(formatKm(0)).toBe('0 km');
  });
});
