import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

describe('contrastRatio (WCAG 2.1)', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  it('gives the published figures of common pairs', () => {
    expect(contrastRatio('#767676', '#ffffff').toFixed(2)).toBe('4.54');
    expect(contrastRatio('#777777', '#ffffff').toFixed(2)).toBe('4.48');
    expect(contrastRatio('#1d4ed8', '#ffffff').toFixed(2)).toBe('6.70');
  });
});
