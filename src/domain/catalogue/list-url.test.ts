import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  isPageInRange,
  listHref,
  listPageFrame,
  pageCount,
  pageWindow,
  parseListParams,
  resultRangeText,
  toggleFilter,
  usefulFilterGroups,
} from './list-url';

const KEYS = ['body', 'make'] as const;

describe('parseListParams', () => {
  it('reads page 1 and no filters from an empty query', () => {
    expect(parseListParams({}, KEYS)).toEqual({ kind: 'ok', page: 1, filters: {} });
  });

  it('reads the page and lower-cased, trimmed filter slugs, ignoring other parameters', () => {
    expect(
      parseListParams({ page: '3', body: ' People-Mover ', make: 'toyota', utm_source: 'x' }, KEYS),
    ).toEqual({ kind: 'ok', page: 3, filters: { body: 'people-mover', make: 'toyota' } });
  });

  it('treats an empty filter as absent', () => {
    expect(parseListParams({ body: '', make: '  ' }, KEYS)).toEqual({ kind: 'ok', page: 1, filters: {} });
  });

  it.each(['0', '-1', 'x', '1.5', '01', '', '1234567'])('is not found for page %j', (page) => {
    expect(parseListParams({ page }, KEYS)).toEqual({ kind: 'not_found' });
  });

  it('is not found for a filter that is not a slug, or a parameter given twice', () => {
    expect(parseListParams({ body: 'suv/../x' }, KEYS)).toEqual({ kind: 'not_found' });
    expect(parseListParams({ make: ['kia', 'ford'] }, KEYS)).toEqual({ kind: 'not_found' });
    expect(parseListParams({ page: ['1', '2'] }, KEYS)).toEqual({ kind: 'not_found' });
  });
});

describe('listHref', () => {
  it('leaves page 1 and empty filters out', () => {
    expect(listHref('/models', { page: 1, filters: {} })).toBe('/models');
    expect(listHref('/models', { page: 1, filters: { body: undefined } })).toBe('/models');
  });

  it('orders filters alphabetically and puts the page last', () => {
    expect(listHref('/models', { page: 2, filters: { make: 'toyota', body: 'suv' } })).toBe(
      '/models?body=suv&make=toyota&page=2',
    );
  });

  it('round-trips through parseListParams', () => {
    const href = listHref('/special-offers', { page: 4, filters: { dealership: 'city-motors' } });
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseListParams(query, ['dealership'])).toEqual({
      kind: 'ok',
      page: 4,
      filters: { dealership: 'city-motors' },
    });
  });
});

describe('toggleFilter', () => {
  it('sets a filter and goes back to page 1', () => {
    expect(toggleFilter<'body' | 'make'>({ body: 'suv' }, 'make', 'kia')).toEqual({
      page: 1,
      filters: { body: 'suv', make: 'kia' },
    });
  });

  it('removes the filter when the value is already selected', () => {
    expect(toggleFilter<'body' | 'make'>({ body: 'suv', make: 'kia' }, 'make', 'kia')).toEqual({
      page: 1,
      filters: { body: 'suv' },
    });
  });
});

describe('paging at 21 (C-93, C-94)', () => {
  it('pages 21 at a time', () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(21);
    expect(pageWindow(1)).toEqual({ limit: 21, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 21, offset: 42 });
  });

  it('counts pages', () => {
    expect([0, 1, 21, 22, 42, 43].map((count) => pageCount(count))).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('keeps page 1 even when empty, and later pages only while they have results', () => {
    expect(isPageInRange(1, 0)).toBe(true);
    expect(isPageInRange(2, 21)).toBe(false);
    expect(isPageInRange(2, 22)).toBe(true);
    expect(isPageInRange(3, 42)).toBe(false);
  });
});

describe('resultRangeText', () => {
  const noun = { one: 'model', many: 'models' };

  it('gives the count alone while everything fits on one page', () => {
    expect(resultRangeText(1, 1, noun)).toBe('1 model');
    expect(resultRangeText(1, 21, noun)).toBe('21 models');
  });

  it('gives the range shown once there are several pages', () => {
    expect(resultRangeText(1, 48, noun)).toBe('Showing 1–21 of 48 models');
    expect(resultRangeText(3, 48, noun)).toBe('Showing 43–48 of 48 models');
    expect(resultRangeText(2, 2500, noun)).toBe('Showing 22–42 of 2,500 models');
  });
});

describe('usefulFilterGroups', () => {
  const link = (label: string, isSelected = false) => ({ label, count: 1, href: `/x?${label}`, isSelected });

  it('keeps filters with several values or a selected one, and drops single-value ones', () => {
    const groups = [
      { key: 'make', title: 'Make', links: [link('kia')] },
      { key: 'body', title: 'Body type', links: [link('suv'), link('ute')] },
      { key: 'dealership', title: 'Dealership', links: [link('north', true)] },
      { key: 'empty', title: 'Empty', links: [] },
    ];
    expect(usefulFilterGroups(groups).map((group) => group.key)).toEqual(['body', 'dealership']);
  });
});

describe('listPageFrame', () => {
  const noun = { one: 'offer', many: 'offers' };

  it('gives the count line, page links that keep the filters, and Clear Filters to the bare path (C-91)', () => {
    const frame = listPageFrame('/special-offers', { page: 2, filters: { dealership: 'city' } }, 30, noun);
    expect(frame).toEqual({
      summary: 'Showing 22–30 of 30 offers',
      pagination: {
        previousHref: '/special-offers?dealership=city',
        nextHref: null,
        pages: [
          { page: 1, href: '/special-offers?dealership=city', isCurrent: false },
          { page: 2, href: '/special-offers?dealership=city&page=2', isCurrent: true },
        ],
      },
      clearFiltersHref: '/special-offers',
    });
  });

  it('has no count line and no page links when nothing matches', () => {
    expect(listPageFrame('/models', { page: 1, filters: { body: 'ute' } }, 0, noun)).toEqual({
      summary: null,
      pagination: { previousHref: null, nextHref: null, pages: [] },
      clearFiltersHref: '/models',
    });
  });
});
