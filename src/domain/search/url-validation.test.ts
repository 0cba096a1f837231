import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANGE_ATTRIBUTES, VALUE_ATTRIBUTES, type RangeAttribute, type ValueAttribute } from './attributes';
import type { NumericRange, SearchState } from './state';
import { sanitizeQuery } from './text-match';
import { parseSearchUrl, searchUrlInputFromHref, serializeSearchUrl, type SearchUrlContext } from './url';
import { RANGE_LIMITS } from './url-range';
import { ALL_ROUTES, ctx } from './url-test-fixtures';

function parse(href: string) {
  return parseSearchUrl(searchUrlInputFromHref(href)!, ctx);
}

describe('X-1 query-string forms of the path refinements are accepted and canonicalised', () => {
  it('moves car_type, make, make_model and price into the path', () => {
    const result = parse(
      '/search/new-used-and-demo-cars?car_type=used&make=toyota&make_model=toyota:hilux&price=1000:2000',
    );
    expect(result).toMatchObject({
      kind: 'ok',
      canonical: false,
      href: '/search/used-cars/toyota/hilux/price-1000-2000',
      state: { refinements: { car_type: ['used'], make: ['Toyota'], make_model: ['Toyota:HiLux'] } },
    });
  });

  it('lets a query-string value replace what the path says for the same attribute', () => {
    expect(parse('/search/used-cars?car_type=new')).toMatchObject({ href: '/search/new-cars' });
    expect(parse('/search/used-cars/price-1-2?price=5:6')).toMatchObject({
      href: '/search/used-cars/price-5-6',
    });
  });

  it('sanitises the query text (C-14) and redirects to the clean form', () => {
    expect(parse('/search/used-cars?query=%3Cb%3Ehilux%3C%2Fb%3E++sr5')).toMatchObject({
      state: { query: 'hilux sr5' },
      canonical: false,
      href: '/search/used-cars?query=hilux+sr5',
    });
  });
});

describe('malformed parameters are errors (the API answers 400)', () => {
  it.each([
    ['page=abc', 'page', 'not_a_number'],
    ['page=1.5', 'page', 'not_a_number'],
    ['page=2&page=3', 'page', 'repeated'],
    ['km=abc', 'km', 'invalid_range'],
    ['km=10000-20000', 'km', 'invalid_range'],
    ['make_model=Toyota', 'make_model', 'invalid_value'],
    ['seats=five', 'seats', 'invalid_value'],
    [`colour=${'x'.repeat(201)}`, 'colour', 'too_long'],
    [Array.from({ length: 51 }, (_, i) => `colour=c${i}`).join('&'), 'colour', 'too_many_values'],
  ])('?%s → %s %s', (query, param, code) => {
    const result = parse(`/search/used-cars?${query}`);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid')
      expect(result.errors).toContainEqual(expect.objectContaining({ param, code }));
  });

  it('gives not_found for a path price segment it cannot read', () => {
    expect(parse('/search/used-cars/price-abc').kind).toBe('not_found');
  });
});

describe('S1 §5 out-of-range values are ignored, not errors', () => {
  it.each([
    ['page=0', { page: 1 }],
    ['year=1800:2020', { ranges: { year: { max: 2020 } } }],
    ['km=50000:10000', { ranges: {} }],
    ['car_type=old', { refinements: { car_type: ['used'] } }],
    ['sortBy=cheapest', { sortBy: 'relevance' }],
    ['colour=', { refinements: { car_type: ['used'] } }],
  ])('?%s is dropped', (query, expected) => {
    const result = parse(`/search/used-cars?${query}`);
    expect(result).toMatchObject({ kind: 'ok', canonical: false, state: expected });
    if (result.kind === 'ok') expect(result.ignored.length).toBeGreaterThan(0);
  });

  it('drops an out-of-range price in the path', () => {
    expect(parse('/search/used-cars/price-5-999999999999')).toMatchObject({
      state: { ranges: { price: { min: 5 } } },
      href: '/search/used-cars/price-5-',
    });
  });
});

const cleanText = fc
  .string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
  .map((s) => s.replace(/\p{Cc}/gu, '').trim())
  .filter((s) => s !== '');

function valuesFor(attribute: ValueAttribute): fc.Arbitrary<string[]> {
  const unique = (arb: fc.Arbitrary<string>) => fc.uniqueArray(arb, { minLength: 1, maxLength: 3 });
  if (attribute === 'car_type') return fc.subarray(['new', 'used', 'demo'], { minLength: 1 });
  if (attribute === 'make') return unique(fc.constantFrom(...ctx.makes, 'Lotus'));
  if (attribute === 'make_model') return unique(fc.constantFrom(...ctx.models, 'Lotus:Elise'));
  if (attribute === 'seats') return unique(fc.integer({ min: 1, max: 12 }).map(String));
  return unique(cleanText);
}

function rangeFor(attribute: RangeAttribute): fc.Arbitrary<NumericRange> {
  const { min, max } = RANGE_LIMITS[attribute];
  const bound = fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100),
  );
  return fc
    .tuple(fc.option(bound, { nil: undefined }), fc.option(bound, { nil: undefined }))
    .filter(([a, b]) => a !== undefined || b !== undefined)
    .map(([a, b]) => {
      const [lo, hi] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
      const range: NumericRange = {};
      if (lo !== undefined) range.min = lo;
      if (hi !== undefined) range.max = hi;
      return range;
    });
}

const validState: fc.Arbitrary<SearchState> = fc.record({
  query: fc.string({ maxLength: 120, unit: 'grapheme' }).map(sanitizeQuery),
  page: fc.integer({ min: 1, max: 10_000 }),
  sortBy: fc.constantFrom(...ctx.sortKeys),
  refinements: fc.record(Object.fromEntries(VALUE_ATTRIBUTES.map((a) => [a, valuesFor(a)])), {
    requiredKeys: [],
  }),
  ranges: fc.record(Object.fromEntries(RANGE_ATTRIBUTES.map((a) => [a, rangeFor(a)])), { requiredKeys: [] }),
}) as fc.Arbitrary<SearchState>;

const context: fc.Arbitrary<SearchUrlContext> = fc
  .subarray(ALL_ROUTES.slice(1))
  .map((routes) => ({ ...ctx, enabledRoutes: ['new-used-and-demo-cars', ...routes] }));

describe('C-2 parseSearchUrl(serializeSearchUrl(s)) equals s', () => {
  it('round-trips every valid state, with and without a dealership, and the result is canonical', () => {
    fc.assert(
      fc.property(
        validState,
        context,
        fc.option(fc.constant('city-motors'), { nil: null }),
        (s, c, dealer) => {
          const href = serializeSearchUrl(s, c, { dealershipSlug: dealer });
          const result = parseSearchUrl(searchUrlInputFromHref(href)!, c);
          expect(result).toMatchObject({ kind: 'ok', canonical: true, href, dealershipSlug: dealer });
          if (result.kind === 'ok') expect(result.state).toEqual(s);
        },
      ),
      { numRuns: 500 },
    );
  });
});

const segment = fc.constantFrom(
  '',
  'used-cars',
  'USED-CARS',
  'city-motors',
  'toyota',
  'HiLux',
  'price-5-9',
  'price--9',
);
const param = fc.tuple(
  fc.constantFrom(
    'make',
    'car_type',
    'make_model',
    'price',
    'km',
    'page',
    'query',
    'sortBy',
    'colour',
    'utm',
  ),
  fc.constantFrom(
    '',
    'Toyota',
    'toyota:hilux',
    'used',
    'new',
    '3',
    '1',
    '5:9',
    ':9',
    ' x ',
    'latest',
    'relevance',
  ),
);

describe('the redirect target is canonical (no redirect loops)', () => {
  it('re-reads the href of any accepted URL as canonical with the same state', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.array(param, { maxLength: 6 }),
        (segments, pairs) => {
          const result = parseSearchUrl(
            { pathSegments: segments, searchParams: new URLSearchParams(pairs) },
            ctx,
          );
          if (result.kind !== 'ok') return;
          const again = parseSearchUrl(searchUrlInputFromHref(result.href)!, ctx);
          expect(again).toMatchObject({
            kind: 'ok',
            canonical: true,
            href: result.href,
            state: result.state,
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
