import { describe, expect, it } from 'vitest';
import { pagePath, pageSlugForHref, pageSlugForPath } from './content-routes';

describe('pageSlugForPath', () => {
  it('maps the fixed routes of the spec to their page (B-37, B-46, B-53)', () => {
    expect(pageSlugForPath('/about-us')).toBe('about-us');
    expect(pageSlugForPath('/privacy-policy')).toBe('privacy-policy');
    expect(pageSlugForPath('/parts/search')).toBe('parts-search');
    expect(pageSlugForPath('/fleet/')).toBe('fleet');
  });

  it('serves any page at /pages/{slug} (B-35, B-42)', () => {
    expect(pageSlugForPath('/pages/warranty')).toBe('warranty');
    expect(pageSlugForPath('/pages/eofy-summit-sale')).toBe('eofy-summit-sale');
  });

  it('is null for other paths and for slugs no page can have', () => {
    expect(pageSlugForPath('/')).toBeNull();
    expect(pageSlugForPath('/pages')).toBeNull();
    expect(pageSlugForPath('/pages/Warranty')).toBeNull();
    expect(pageSlugForPath('/pages/a/b')).toBeNull();
    expect(pageSlugForPath('/pages/-x')).toBeNull();
    expect(pageSlugForPath(`/pages/${'a'.repeat(101)}`)).toBeNull();
    expect(pageSlugForPath('/warranty')).toBeNull();
    expect(pageSlugForPath('/cars/x')).toBeNull();
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
    expect(pageSlugForHref('/warranty')).toBe('warranty');
    expect(pageSlugForHref('/pages/warranty')).toBe('warranty');
    expect(pageSlugForHref('/fleet?from=footer#top')).toBe('fleet');
  });

  it('is null for links that are not content pages', () => {
    expect(pageSlugForHref('/careers')).toBeNull();
    expect(pageSlugForHref('/search/used-cars')).toBeNull();
    expect(pageSlugForHref('https://example.com/about-us')).toBeNull();
    expect(pageSlugForHref('//example.com/about-us')).toBeNull();
  });
});
