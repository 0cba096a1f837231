import { describe, expect, it } from 'vitest';
import { displayCount, isLargeCount } from './display-count';

const facets = {
  car_type: [
    { value: 'used', count: 1500 },
    { value: 'new', count: 900 },
    { value: 'demo', count: 100 },
  ],
};

describe('C-27 displayCount: more than 1999 hits is a large count', () => {
  it('1999 is not large, 2000 is', () => {
    expect(isLargeCount(1999)).toBe(false);
    expect(isLargeCount(2000)).toBe(true);
  });

  it('shows the engine count when the count is not large', () => {
    expect(displayCount(1999, facets, { stockCountOverride: 5000 })).toBe(1999);
  });

  it('uses stockCountOverride when set', () => {
    expect(displayCount(2500, facets, { stockCountOverride: 5000 })).toBe(5000);
  });

  it('else sums the car_type facet counts', () => {
    expect(displayCount(2400, facets, { stockCountOverride: null })).toBe(2500);
  });

  it('sums only the selected car types (facets are disjunctive)', () => {
    expect(displayCount(2400, facets, { stockCountOverride: null }, { car_type: ['used', 'demo'] })).toBe(
      1600,
    );
  });

  it('else falls back to the engine count', () => {
    expect(displayCount(2400, {}, { stockCountOverride: null })).toBe(2400);
  });
});
