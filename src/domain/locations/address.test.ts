import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

describe('formatAddress', () => {
  it("reads 'street, city state postcode'", () => {
    const parts = { street: ' 450 Main North Road ', city: 'Blair Athol', state: 'SA', postcode: '5084' };
    expect(formatAddress(parts)).toBe('450 Main North Road, Blair Athol SA 5084');
  });

  it('skips blank parts, and is null when nothing is known', () => {
    expect(formatAddress({ street: null, city: 'Cairns', state: 'QLD', postcode: ' ' })).toBe('Cairns QLD');
    expect(formatAddress({ street: '1 Main St', city: null, state: null, postcode: null })).toBe('1 Main St');
    expect(formatAddress({ street: ' ', city: null, state: '', postcode: null })).toBeNull();
  });
});
