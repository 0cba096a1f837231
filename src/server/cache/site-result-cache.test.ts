import { describe, expect, it } from 'vitest';
import { SiteResultCache } from './site-result-cache';

/** A loader that records every load, so a test sees what was served from the cache. */
function recorder() {
  const loads: string[] = [];
  const load = (value: string) => async () => {
    loads.push(value);
    return value;
  };
  return { loads, load };
}

describe('SiteResultCache', () => {
  it('serves a repeated request from the cache', async () => {
    const cache = new SiteResultCache<string>(1000, 10);
    const { loads, load } = recorder();
    expect(await cache.getOrLoad(1, 10, 'page=1', load('a'))).toBe('a');
    expect(await cache.getOrLoad(1, 10, 'page=1', load('b'))).toBe('a');
    expect(loads).toEqual(['a']);
  });

  it('never serves one site’s result to another site with the same key', async () => {
    const cache = new SiteResultCache<string>(1000, 10);
    const { loads, load } = recorder();
    await cache.getOrLoad(1, 10, 'page=1', load('site 1'));
    expect(await cache.getOrLoad(2, 10, 'page=1', load('site 2'))).toBe('site 2');
    expect(loads).toEqual(['site 1', 'site 2']);
  });

  it('holds at most the site’s capacity, evicting the oldest entry first (C-25)', async () => {
    const cache = new SiteResultCache<string>(1000, 10);
    const { loads, load } = recorder();
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(1, 2, key, load(key));
    await cache.getOrLoad(1, 2, 'c', load('c again'));
    await cache.getOrLoad(1, 2, 'b', load('b again'));
    await cache.getOrLoad(1, 2, 'a', load('a again'));
    expect(loads).toEqual(['a', 'b', 'c', 'a again']);
  });

  it('keeps each site’s entries apart from another site’s evictions', async () => {
    const cache = new SiteResultCache<string>(1000, 10);
    const { loads, load } = recorder();
    await cache.getOrLoad(1, 1, 'a', load('site 1 a'));
    await cache.getOrLoad(2, 1, 'a', load('site 2 a'));
    await cache.getOrLoad(2, 1, 'b', load('site 2 b'));
    await cache.getOrLoad(1, 1, 'a', load('site 1 a again'));
    expect(loads).toEqual(['site 1 a', 'site 2 a', 'site 2 b']);
  });

  it('expires entries after the ttl', async () => {
    let now = 0;
    const cache = new SiteResultCache<string>(100, 10, () => now);
    const { loads, load } = recorder();
    await cache.getOrLoad(1, 10, 'k', load('first'));
    now = 99;
    await cache.getOrLoad(1, 10, 'k', load('cached'));
    now = 100;
    expect(await cache.getOrLoad(1, 10, 'k', load('second'))).toBe('second');
    expect(loads).toEqual(['first', 'second']);
  });

  it('starts a site afresh when its capacity changes', async () => {
    const cache = new SiteResultCache<string>(1000, 10);
    const { loads, load } = recorder();
    await cache.getOrLoad(1, 10, 'k', load('old'));
    expect(await cache.getOrLoad(1, 5, 'k', load('new'))).toBe('new');
    expect(loads).toEqual(['old', 'new']);
  });

  it('drops the least recently used site beyond maxSites', async () => {
    const cache = new SiteResultCache<string>(1000, 2);
    const { load } = recorder();
    await cache.getOrLoad(1, 10, 'k', load('1'));
    await cache.getOrLoad(2, 10, 'k', load('2'));
    await cache.getOrLoad(1, 10, 'k', load('1'));
    await cache.getOrLoad(3, 10, 'k', load('3'));
    expect(cache.cachedSites()).toEqual([1, 3]);
  });
});
