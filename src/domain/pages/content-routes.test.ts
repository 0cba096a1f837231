import { describe, expect, it } from 'vitest';
import { pagePath, pageSlugForHref, pageSlugForPath } from './content-routes';

describe('pageSlugForPath', () => {
  it('maps the fixed routes of the spec to their page (B-37, B-46, B-53)', () => {
    const routes: [string, string][] = [
      ['/about-us', 'about-us'],
      ['/privacy-policy', 'privacy-policy'],
      ['/parts/search', 'parts-search'],
      ['/fleet/', 'fleet'],
    ];
    for (const [path, slug] of routes) expect(pageSlugForPath(path)).toBe(slug);
  });

  it('serves any page at /pages/{slug} (B-35, B-42)', () => {
    expect(pageSlugForPath('/pages/warranty')).toBe('warranty');
    expect(pageSlugForPath('/pages/eofy-summit-sale')).toBe('eofy-summit-sale');
  });

  it('is null for other paths and for slugs no page can have', () => {
    const paths = ['/', '/pages', '/pages/Warranty', '/pages/a/b', '/pages/-x', `/pages/${'a'.repeat(101)}`];
    for (const path of [...paths, '/warranty', '/cars/x']) expect(pageSlugForPath(path)).toBeNull();
  });
});

describe('pagePath', () => {
  it('is the fixed route when there is one, else /pages/{slug}', () => {
    expect(pagePath('about-us')).toBe('/about-us');
    expect(pagePath('parts-search')).toBe('/parts/search');
    expect(pagePath('warranty')).toBe('/pages/warranty');
  });
});

describe('pageSlugForHref', () => {
  it('names the page a navigation link needs, /warranty included (B-9)', () => {
    for (const href of ['/warranty', '/pages/warranty']) expect(pageSlugForHref(href)).toBe('warranty');
    expect(pageSlugForHref('/fleet?from=footer#top')).toBe('fleet');
  });

  it('is null for links that are not content pages', () => {
    const hrefs = ['/careers', '/search/used-cars', 'https://example.com/about-us', '//example.com/about-us'];
    for (const href of hrefs) expect(pageSlugForHref(href)).toBeNull();
  });
});
