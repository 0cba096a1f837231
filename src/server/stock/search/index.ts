import 'server-only';
import {
  RANGE_ATTRIBUTES,
  VALUE_ATTRIBUTES,
  type RangeAttribute,
  type ValueAttribute,
} from '@/domain/search/attributes';
import {
  isSoldCar,
  parseSiteFilters,
  passesStockFilter,
  resolveStockRules,
} from '@/domain/search/stock-rules';
import { tokenize } from '@/domain/search/text-match';
import { andInto, createBitmap, orInto, setBit, type Bitmap } from './bitmap';
import { rowFacetValues, rowRangeValue } from './facets';
import type { StockRow } from './load-stock';
import { SORT_FIELDS, type SearchSettings, type SortField } from './search-settings';
import { textOf } from './text';

/** Int32 sentinel for a missing number: it never satisfies a range and never counts in stats. */
export const NO_NUMBER = -0x80000000;

/** One dictionary-encoded facet attribute: per-document value codes (CSR for list attributes) and bitmaps. */
export type FacetColumn = {
  values: string[];
  codeOf: Map<string, number>;
  /** Document d holds codes[starts[d]] … codes[starts[d + 1] − 1]. */
  starts: Uint32Array;
  codes: Uint16Array;
  bitmaps: Bitmap[];
};

export type SiteIndex = {
  settings: SearchSettings;
  rows: StockRow[];
  size: number;
  facets: Record<ValueAttribute, FacetColumn>;
  numbers: Record<RangeAttribute, Int32Array>;
  /** Per sort key ('price:asc'), documents in order, ties by id ascending. */
  orders: Map<string, Uint32Array>;
  sortValues: Record<SortField, Float64Array>;
  /** Sorted token dictionary and the documents holding each token. */
  tokens: string[];
  postings: Map<string, Uint32Array>;
  /** Tokens by length, for typo candidates (one edit changes the length by at most one). */
  tokensByLength: Map<number, string[]>;
  /** Documents passing the time-independent site rules and the site's `search.filters`. */
  listed: Bitmap;
  positivePrice: Bitmap;
  /** Sold documents: whether each is still listed depends on the request's `now`. */
  soldDocs: Uint32Array;
  bytes: number;
};

function buildFacet(rows: readonly StockRow[], attribute: ValueAttribute): FacetColumn {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const starts = new Uint32Array(rows.length + 1);
  const codes: number[] = [];
  rows.forEach((row, doc) => {
    for (const value of rowFacetValues(row, attribute)) {
      let code = codeOf.get(value);
      if (code === undefined) codeOf.set(value, (code = values.push(value) - 1));
      codes.push(code);
    }
    starts[doc + 1] = codes.length;
  });
  if (values.length > 0xffff) throw new Error(`Too many values for a Uint16 column: ${attribute}`);
  const bitmaps = values.map(() => createBitmap(rows.length));
  for (let doc = 0; doc < rows.length; doc++)
    for (let i = starts[doc]!; i < starts[doc + 1]!; i++) setBit(bitmaps[codes[i]!]!, doc);
  return { values, codeOf, starts, codes: Uint16Array.from(codes), bitmaps };
}

function buildPostings(rows: readonly StockRow[]): Map<string, Uint32Array> {
  const lists = new Map<string, number[]>();
  rows.forEach((row, doc) => {
    for (const token of new Set(tokenize(textOf(row)))) {
      const list = lists.get(token);
      if (list) list.push(doc);
      else lists.set(token, [doc]);
    }
  });
  return new Map([...lists].map(([token, docs]) => [token, Uint32Array.from(docs)]));
}

function sortOrder(rows: readonly StockRow[], keys: Float64Array, descending: boolean): Uint32Array {
  const order = Uint32Array.from(rows.keys());
  const sign = descending ? -1 : 1;
  return order.sort((a, b) => sign * (keys[a]! - keys[b]!) || rows[a]!.id - rows[b]!.id);
}

/** Site rules that do not depend on the request: stock filter exclusions and the site's filters. */
function listedDocs(
  rows: readonly StockRow[],
  settings: SearchSettings,
  facets: SiteIndex['facets'],
): Bitmap {
  const rules = resolveStockRules(settings.ruleOptions, new Date(0), '');
  const listed = createBitmap(rows.length);
  rows.forEach((row, doc) => {
    if (passesStockFilter(row, rules)) setBit(listed, doc);
  });
  for (const [attribute, values] of Object.entries(parseSiteFilters(settings.siteFilters))) {
    const column = facets[attribute as ValueAttribute];
    const any = createBitmap(rows.length);
    for (const value of values) {
      const code = column.codeOf.get(value);
      if (code !== undefined) orInto(any, column.bitmaps[code]!);
    }
    andInto(listed, any);
  }
  return listed;
}

/** Builds a site's columnar index from its rows (as `loadStockRows` returns them, in id order). */
export function buildSiteIndex(rows: StockRow[], settings: SearchSettings): SiteIndex {
  const facets = Object.fromEntries(
    VALUE_ATTRIBUTES.map((a) => [a, buildFacet(rows, a)]),
  ) as SiteIndex['facets'];
  const numbers = Object.fromEntries(
    RANGE_ATTRIBUTES.map((a) => [a, Int32Array.from(rows, (row) => rowRangeValue(row, a) ?? NO_NUMBER)]),
  ) as SiteIndex['numbers'];
  const sortValues: SiteIndex['sortValues'] = {
    custom_rank: Float64Array.from(rows, (row) => row.customRank),
    created_at: Float64Array.from(rows, (row) => row.createdAtMs),
    price: Float64Array.from(rows, (row) => row.price),
    year: Float64Array.from(rows, (row) => row.year),
    km: Float64Array.from(rows, (row) => row.km),
  };
  const orders = new Map<string, Uint32Array>();
  for (const field of SORT_FIELDS)
    for (const descending of [false, true])
      orders.set(`${field}:${descending ? 'desc' : 'asc'}`, sortOrder(rows, sortValues[field], descending));
  const postings = buildPostings(rows);
  const tokens = [...postings.keys()].sort();
  const tokensByLength = new Map<number, string[]>();
  for (const token of tokens) {
    const sameLength = tokensByLength.get(token.length);
    if (sameLength) sameLength.push(token);
    else tokensByLength.set(token.length, [token]);
  }
  const positivePrice = createBitmap(rows.length);
  rows.forEach((row, doc) => row.price > 0 && setBit(positivePrice, doc));
  const soldDocs = Uint32Array.from(rows.keys()).filter((doc) => isSoldCar(rows[doc]!));
  const index: SiteIndex = {
    settings,
    rows,
    size: rows.length,
    facets,
    numbers,
    orders,
    sortValues,
    tokens,
    postings,
    tokensByLength,
    listed: listedDocs(rows, settings, facets),
    positivePrice,
    soldDocs,
    bytes: 0,
  };
  index.bytes = indexBytes(index);
  return index;
}

/** Typed-array bytes plus ~2 bytes per dictionary character: the index's own memory, rows excluded. */
function indexBytes(index: SiteIndex): number {
  const arrays: ArrayBufferView[] = [index.listed, index.positivePrice, index.soldDocs];
  for (const column of Object.values(index.facets))
    arrays.push(column.starts, column.codes, ...column.bitmaps);
  arrays.push(...Object.values(index.numbers), ...Object.values(index.sortValues), ...index.orders.values());
  arrays.push(...index.postings.values());
  const text = index.tokens.reduce((sum, token) => sum + 2 * token.length + 16, 0);
  return arrays.reduce((sum, array) => sum + array.byteLength, text);
}
