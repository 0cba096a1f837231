import { describe, expect, it } from 'vitest';
import type { InstantSearchResponse } from '@/domain/search/instant-search';
import { instantOptions, moveActive, searchPageHref } from './instant-search-model';

const PATH = '/search/new-used-and-demo-cars';
const response: InstantSearchResponse = {
  query: 'toyota',
  hits: [
    {
      id: 7,
      slug: 'hilux',
      href: '/cars/hilux',
      title: '2021 Toyota HiLux',
      titleParts: [{ text: '2021 Toyota HiLux', highlighted: false }],
      priceText: '$45,990',
      imageUrl: null,
    },
  ],
  bodies: [{ value: 'Ute', count: 3, href: `${PATH}?query=toyota&body=Ute` }],
  price: { min: 45_990, max: 45_990 },
  searchHref: `${PATH}?query=toyota`,
};

describe('instantOptions', () => {
  it('lists the cars, the body shortcuts, then See all with the canonical URL', () => {
    const options = instantOptions({ status: 'ready', query: 'toyota', response }, PATH);
    expect(options.map((option) => [option.kind, option.key, option.href])).toEqual([
      ['hit', 'hit-7', '/cars/hilux'],
      ['body', 'body-Ute', `${PATH}?query=toyota&body=Ute`],
      ['all', 'all', `${PATH}?query=toyota`],
    ]);
  });

  it('searches the text typed now while the next answer loads', () => {
    const options = instantOptions({ status: 'loading', query: 'toyota hi', response }, PATH);
    expect(options.at(-1)).toEqual({
      kind: 'all',
      key: 'all',
      href: `${PATH}?query=toyota+hi`,
      query: 'toyota hi',
    });
    expect(options).toHaveLength(3);
  });

  it('offers only See all after an error and nothing for empty text', () => {
    expect(instantOptions({ status: 'error', query: 'a&b', response: null }, PATH)).toEqual([
      { kind: 'all', key: 'all', href: `${PATH}?query=a%26b`, query: 'a&b' },
    ]);
    expect(instantOptions({ status: 'idle', query: '', response: null }, PATH)).toEqual([]);
  });
});

describe('searchPageHref', () => {
  it('puts the text in the query parameter', () => {
    expect(searchPageHref('/search/used-cars', 'land rover')).toBe('/search/used-cars?query=land+rover');
  });
});

describe('moveActive', () => {
  it('moves down and up through the options, wrapping through the text box', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(1, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(-1);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(-1);
    expect(moveActive(-1, 'ArrowDown', 0)).toBe(-1);
  });
});
