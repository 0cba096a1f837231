import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbListJsonLd } from './json-ld';

const origin = 'https://harbourside.test';

describe('absoluteUrl', () => {
  it('joins the origin and a path once, and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://a.test/', '/cars/x')).toBe('https://a.test/cars/x');
    expect(absoluteUrl('https://a.test', 'cars/x')).toBe('https://a.test/cars/x');
    expect(absoluteUrl('https://a.test', 'https://b.test/y')).toBe('https://b.test/y');
  });
});

describe('breadcrumbListJsonLd without an origin (the search page)', () => {
  it('lists the crumbs in order, the current page without an item', () => {
    const crumbs = [
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Used Cars for sale', href: null },
    ];
    expect(JSON.parse(breadcrumbListJsonLd(crumbs))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Used Cars', item: '/search/used-cars' },
        { '@type': 'ListItem', position: 3, name: 'Used Cars for sale' },
      ],
    });
  });

  it('cannot close its script element', () => {
    const text = breadcrumbListJsonLd([{ label: '</script><b>', href: null }]);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>\\u003cb>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><b>');
  });
});

describe('breadcrumbListJsonLd with an origin (the vehicle page)', () => {
  it('lists the crumbs with absolute URLs, the current page without an item', () => {
    const crumbs = [
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: '2021 Toyota Corolla Ascent Sport', href: null },
    ];
    expect(JSON.parse(breadcrumbListJsonLd(crumbs, origin))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Used Cars', item: `${origin}/search/used-cars` },
        { '@type': 'ListItem', position: 3, name: '2021 Toyota Corolla Ascent Sport' },
      ],
    });
  });
});
