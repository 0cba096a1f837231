import { describe, expect, it } from 'vitest';
import { buyerAddress } from './submissions';

describe('buyerAddress (decision 035)', () => {
  it('gives every chaos buyer an address of their own in the benchmarking range', () => {
    expect([0, 1, 256, 65_535, 65_536].map(buyerAddress)).toEqual([
      '198.18.0.0',
      '198.18.0.1',
      '198.18.1.0',
      '198.18.255.255',
      '198.19.0.0',
    ]);
    const addresses = Array.from({ length: 2_000 }, (_, index) => buyerAddress(index));
    expect(new Set(addresses).size).toBe(2_000);
  });
});
