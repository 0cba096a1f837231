import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('returns a value until it expires', () => {
    let now = 1000;
    const cache = new TtlCache<string>(50, 10, () => now);
    cache.set('a', 'x');
    now = 1049;
    expect(cache.get('a')).toBe('x');
    now = 1050;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('loads once and caches null results too', async () => {
    const cache = new TtlCache<number | null>(1000, 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.getOrLoad('k', load)).toBeNull();
    expect(await cache.getOrLoad('k', load)).toBeNull();
    expect(loads).toBe(1);
  });
});
