import { describe, expect, it } from 'vitest';
import { SearchCache } from './result-cache';

describe('SearchCache', () => {
  it('answers a repeated key from the cache', () => {
    const cache = new SearchCache<number>(10);
    cache.set('offset=0&query=', 1);
    expect(cache.get('offset=0&query=')).toBe(1);
    expect(cache.get('offset=21&query=')).toBeUndefined();
  });

  it('evicts the oldest entry once the capacity is exceeded (C-24)', () => {
    const cache = new SearchCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 'B', 'C', 2]);
  });

  it('keeps the age of a key stored again', () => {
    const cache = new SearchCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('a', 'A2');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new SearchCache(0)).toThrow('cache capacity 0');
  });
});
