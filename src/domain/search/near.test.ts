import { describe, expect, it } from 'vitest';
import { searchApiQuery } from './api-query';
import { distanceAwayText, nearMessage, radiusLabel, roundDistanceKm } from './near';
import { sortKeysOf, sortMenu } from './sort-options';
import { EMPTY_SEARCH_STATE } from './state';
import { parseSearchUrl, searchUrlInputFromHref, serializeSearchUrl } from './url';
import { ctx as baseCtx } from './url-test-fixtures';

const ctx = {
  ...baseCtx,
  sortKeys: sortKeysOf([{ key: 'relevance', label: 'Most Relevant', sort: 'custom_rank:desc' }]),
};

function parse(href: string) {
  return parseSearchUrl(searchUrlInputFromHref(href)!, ctx);
}

describe('near-me in the search URL (issue 17)', () => {
  it('reads postcode, radius and the distance sort, and writes them back in canonical order', () => {
    const parsed = parse(
      '/search/new-used-and-demo-cars?make=Toyota&postcode=4000&radius=50&sortBy=distance',
    );
    expect(parsed).toMatchObject({
      kind: 'ok',
      canonical: false,
      href: '/search/new-used-and-demo-cars/toyota?postcode=4000&radius=50&sortBy=distance',
    });
    if (parsed.kind !== 'ok') return;
    expect(parsed.state.near).toEqual({ postcode: '4000', radiusKm: 50 });
    expect(parsed.state.sortBy).toBe('distance');
    expect(serializeSearchUrl(parsed.state, ctx)).toBe(parsed.href);
    expect(searchApiQuery(parsed.state)).toBe('make=Toyota&postcode=4000&radius=50&sortBy=distance');
  });

  it('a postcode without a radius is any distance; the box keeps what was typed, trimmed', () => {
    const parsed = parse('/search/new-used-and-demo-cars?postcode=%20Brisbane%20');
    expect(parsed).toMatchObject({ kind: 'ok', state: { near: { postcode: 'Brisbane', radiusKm: null } } });
  });

  it('a radius or the distance sort without a postcode is dropped from the state and the canonical URL', () => {
    const parsed = parse('/search/new-used-and-demo-cars?radius=25&sortBy=distance');
    expect(parsed).toMatchObject({ kind: 'ok', canonical: false, href: '/search/new-used-and-demo-cars' });
    if (parsed.kind !== 'ok') return;
    expect(parsed.state.near).toBeUndefined();
    expect(parsed.state.sortBy).toBe('relevance');
    expect(parsed.ignored).toEqual([
      { param: 'radius', value: '25', reason: 'out_of_range' },
      { param: 'sortBy', value: 'distance', reason: 'out_of_range' },
    ]);
  });

  it('refuses a malformed radius or an overlong postcode (the API’s 400); ignores a radius out of range', () => {
    expect(parse('/search?postcode=4000&radius=ten')).toEqual({
      kind: 'invalid',
      errors: [{ param: 'radius', code: 'not_a_number', message: 'radius is a whole number of km' }],
    });
    expect(parse(`/search?postcode=${'4'.repeat(41)}`)).toEqual({
      kind: 'invalid',
      errors: [{ param: 'postcode', code: 'too_long', message: 'postcode is at most 40 characters' }],
    });
    const far = parse('/search/new-used-and-demo-cars?postcode=4000&radius=5001');
    expect(far).toMatchObject({ kind: 'ok', state: { near: { postcode: '4000', radiusKm: null } } });
    expect(parse('/search?postcode=4000&postcode=2000')).toMatchObject({ kind: 'invalid' });
  });

  it('an empty postcode box is no near-me search', () => {
    const parsed = parse('/search/new-used-and-demo-cars?postcode=&radius=25');
    expect(parsed).toMatchObject({ kind: 'ok', href: '/search/new-used-and-demo-cars' });
    expect(parsed.kind === 'ok' && parsed.state.near).toBeUndefined();
  });
});

describe('near-me words', () => {
  it('distance on a card, the radius choices and what the page says of the postcode', () => {
    expect(distanceAwayText(4.24)).toBe('4.2 km away');
    expect(distanceAwayText(18.4)).toBe('18 km away');
    expect(distanceAwayText(1234.6)).toBe('1,235 km away');
    expect(roundDistanceKm(7.3849)).toBe(7.4);
    expect(radiusLabel(null)).toBe('Any distance');
    expect(radiusLabel(250)).toBe('Within 250 km');
    expect(nearMessage({ postcode: '4000', place: 'Brisbane QLD 4000' })).toEqual({
      kind: 'place',
      text: 'Brisbane QLD 4000',
    });
    expect(nearMessage({ postcode: '0999', place: null })).toEqual({
      kind: 'problem',
      text: "We couldn't find postcode 0999. Please check it and try again.",
    });
    expect(nearMessage({ postcode: 'Brisbane', place: null })).toEqual({
      kind: 'problem',
      text: 'Please enter a 4-digit postcode.',
    });
    expect(nearMessage({ postcode: '4000', place: null, unavailable: true }).text).toBe(
      'Distances cannot be worked out right now, so cars at every distance are shown.',
    );
  });
});

describe('sort options (issue 17)', () => {
  const own = [
    { key: 'relevance', label: 'Most Relevant', sort: 'custom_rank:desc' },
    { key: 'km_asc', label: 'Fewest kilometres', sort: 'km:asc' },
  ];
  it('the site’s sorts first, then the km and year sorts it does not define, then distance', () => {
    expect(sortKeysOf(own)).toEqual(['relevance', 'km_asc', 'km_desc', 'year_desc', 'year_asc', 'distance']);
  });
  it('the menu labels each; a near-me search puts Nearest first on top', () => {
    expect(sortMenu(own, false)).toEqual([
      { key: 'relevance', label: 'Most Relevant' },
      { key: 'km_asc', label: 'Fewest kilometres' },
      { key: 'km_desc', label: 'Highest Kms' },
      { key: 'year_desc', label: 'Newest Year' },
      { key: 'year_asc', label: 'Oldest Year' },
    ]);
    expect(sortMenu(own, true)[0]).toEqual({ key: 'distance', label: 'Nearest first' });
  });
  it('EMPTY_SEARCH_STATE has no near-me part', () => {
    expect(EMPTY_SEARCH_STATE).not.toHaveProperty('near');
  });
});
