import { describe, expect, it } from 'vitest';
import { orderLocations } from './order';

describe('orderLocations (J-15)', () => {
  const list = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }];
  it('keeps the name order without a configured order', () => {
    expect(orderLocations(list, null)).toEqual(list);
  });
  it('puts configured slugs first, in that order, then the rest', () => {
    expect(orderLocations(list, ['c', 'a']).map((l) => l.slug)).toEqual(['c', 'a', 'b']);
  });
});
