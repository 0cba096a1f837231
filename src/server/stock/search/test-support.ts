import fc from 'fast-check';
import { VALUE_ATTRIBUTES, type ValueAttribute } from '@/domain/search/attributes';
import type { SearchResult, SearchState } from '@/domain/search/state';
import { tokenize } from '@/domain/search/text-match';
import { rowFacetValues } from './facets';
import type { StockRow } from './load-stock';
import { textOf } from './engine/text';

export { siteIdOf } from './site-id';

/** What the engines must agree on: everything but the time taken. */
export function comparable(result: SearchResult) {
  const { ms: _ms, ...rest } = result;
  return rest;
}

const SORT_KEYS = [
  'relevance',
  'latest',
  'price_desc',
  'price_asc',
  'year_desc',
  'year_asc',
  'km_asc',
  'km_desc',
  'nope',
];

/** Random search states drawn from a site's real values: refinements, ranges, queries with typos and prefixes. */
export function searchStateArbitrary(rows: readonly StockRow[]): fc.Arbitrary<SearchState> {
  const pools = new Map<ValueAttribute, string[]>(
    VALUE_ATTRIBUTES.map((a) => [a, [...new Set(rows.flatMap((row) => rowFacetValues(row, a)))]]),
  );
  const attributes = VALUE_ATTRIBUTES.filter((a) => (pools.get(a) ?? []).length > 0);
  const tokens = [...new Set(rows.flatMap((row) => tokenize(textOf(row))))];
  const refinement = fc.constantFrom(...attributes).chain((attribute) =>
    fc.tuple(
      fc.constant(attribute),
      fc.subarray([...pools.get(attribute)!, 'No Such Value'], {
        minLength: 1,
        maxLength: Math.min(3, pools.get(attribute)!.length + 1),
      }),
    ),
  );
  const bound = (values: number[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
  const prices = rows.map((row) => row.price);
  const kms = rows.map((row) => row.km);
  const years = rows.map((row) => row.year);
  const weekly = rows.flatMap((row) => (row.weeklyPrice === null ? [] : [row.weeklyPrice]));
  const range = (values: number[]) =>
    fc.record({ min: bound(values), max: bound(values) }, { requiredKeys: [] });
  const token = fc.constantFrom(...tokens);
  const word = fc.oneof(
    token,
    token.map((t) => t.slice(0, Math.max(1, t.length - 2))),
    fc
      .tuple(token, fc.nat(), fc.constantFrom('a', 'e', 'x'))
      .map(([t, i, c]) => t.slice(0, i % t.length) + c + t.slice((i % t.length) + 1)),
  );
  const query = fc.oneof(
    fc.constant(''),
    word,
    fc.array(word, { minLength: 2, maxLength: 3 }).map((w) => w.join(' ')),
    fc.constant('<b>zzzz</b>'),
  );
  return fc.record({
    query,
    page: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 120 })),
    sortBy: fc.constantFrom(...SORT_KEYS),
    refinements: fc.array(refinement, { maxLength: 3 }).map((pairs) => Object.fromEntries(pairs)),
    ranges: fc.record(
      {
        price: range(prices),
        km: range(kms),
        year: range(years),
        weekly_price_range: range(weekly.length > 0 ? weekly : [0]),
      },
      { requiredKeys: [] },
    ),
  });
}
