import { describe, expect, it } from 'vitest';
import { toSlug } from './slug';

describe('toSlug', () => {
  it('lowercases, drops accents and joins words with single hyphens', () => {
    expect(toSlug('Land Rover')).toBe('land-rover');
    expect(toSlug('Citroën')).toBe('citroen');
    expect(toSlug('CX-5')).toBe('cx-5');
    expect(toSlug('  Mercedes--Benz / AMG ')).toBe('mercedes-benz-amg');
  });
});
