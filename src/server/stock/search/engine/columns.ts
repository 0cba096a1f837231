import 'server-only';
import { MULTI_VALUE_ATTRIBUTES, type ValueAttribute } from '@/domain/search/attributes';
import { createBitmap, setBit, type Bitmap } from './bitmap';
import { compareText, rowFacetValue, rowFacetValues, type SingleValueAttribute } from '../facets';
import type { StockRow } from '../load-stock';
import { SORT_FIELDS, type SortField } from '../search-settings';
import { lowerBound } from './lower-bound';

/**
 * One dictionary-encoded facet attribute. Single-valued: `codes[doc]`, `values.length` meaning none. List
 * attributes (CSR): document d holds codes[starts[d]] … codes[starts[d + 1] − 1]. One bitmap per value.
 */
export type FacetColumn = {
  values: string[];
  codeOf: Map<string, number>;
  /** Each value's position in code-point order: the tie-break of the facet ranking. */
  valueRank: Uint32Array;
  starts: Uint32Array | null;
  codes: Uint16Array;
  bitmaps: Bitmap[];
};

export function buildFacet(rows: readonly StockRow[], attribute: ValueAttribute): FacetColumn {
  const values: string[] = [];
  const codeOf = new Map<string, number>();
  const codeFor = (value: string): number => {
    let code = codeOf.get(value);
    if (code === undefined) codeOf.set(value, (code = values.push(value) - 1));
    return code;
  };
  const size = rows.length;
  const multi = MULTI_VALUE_ATTRIBUTES.includes(attribute);
  const starts = multi ? new Uint32Array(size + 1) : null;
  const list: number[] = [];
  const single = new Int32Array(multi ? 0 : size);
  for (let doc = 0; doc < size; doc++) {
    const row = rows[doc]!;
    if (starts) {
      for (const value of rowFacetValues(row, attribute)) list.push(codeFor(value));
      starts[doc + 1] = list.length;
    } else {
      const value = rowFacetValue(row, attribute as SingleValueAttribute);
      single[doc] = value === null ? -1 : codeFor(value);
    }
  }
  if (values.length >= 0xffff) throw new Error(`Too many values for a Uint16 column: ${attribute}`);
  const none = values.length;
  const codes = starts ? Uint16Array.from(list) : Uint16Array.from(single, (c) => (c < 0 ? none : c));
  const bitmaps = values.map(() => createBitmap(size));
  for (let doc = 0; doc < size; doc++) {
    if (!starts) {
      if (codes[doc]! !== none) setBit(bitmaps[codes[doc]!]!, doc);
      continue;
    }
    for (let i = starts[doc]!; i < starts[doc + 1]!; i++) setBit(bitmaps[codes[i]!]!, doc);
  }
  const valueRank = new Uint32Array(values.length);
  values
    .map((_, code) => code)
    .sort((a, b) => compareText(values[a]!, values[b]!))
    .forEach((code, rank) => (valueRank[code] = rank));
  return { values, codeOf, valueRank, starts, codes, bitmaps };
}

const PACK = 2 ** 21;

/**
 * Documents by key ascending, ties by id ascending. With documents in id order (as loaded) and fewer than 2²¹ of
 * them, (rank of key, document) packs exactly into one double and a native numeric sort does the work.
 */
export function ascendingOrder(keys: Float64Array, ids: Float64Array): Uint32Array {
  const size = keys.length;
  let idOrdered = size < PACK;
  for (let doc = 1; idOrdered && doc < size; doc++) idOrdered = ids[doc - 1]! < ids[doc]!;
  if (!idOrdered) {
    const order = Uint32Array.from(keys.keys());
    return order.sort((a, b) => keys[a]! - keys[b]! || ids[a]! - ids[b]!);
  }
  const sorted = keys.slice().sort();
  const packed = new Float64Array(size);
  for (let doc = 0; doc < size; doc++) packed[doc] = lowerBound(sorted, keys[doc]!) * PACK + doc;
  packed.sort();
  return Uint32Array.from(packed, (value) => value % PACK);
}

/** Key descending, ties still by id ascending: the ascending order's runs of equal keys, last run first. */
export function descendingOrder(ascending: Uint32Array, keys: Float64Array): Uint32Array {
  const order = new Uint32Array(ascending.length);
  let out = 0;
  for (let end = ascending.length; end > 0;) {
    const key = keys[ascending[end - 1]!]!;
    let start = end - 1;
    while (start > 0 && keys[ascending[start - 1]!]! === key) start--;
    for (let i = start; i < end; i++) order[out++] = ascending[i]!;
    end = start;
  }
  return order;
}

/** Sort keys per sortable field, and per sort key ('price:asc') the documents in order; a step per field. */
export function* sortIndexSteps(rows: readonly StockRow[], ties: Float64Array) {
  const sortValues: Record<SortField, Float64Array> = {
    custom_rank: Float64Array.from(rows, (row) => row.customRank),
    created_at: Float64Array.from(rows, (row) => row.createdAtMs),
    price: Float64Array.from(rows, (row) => row.price),
    year: Float64Array.from(rows, (row) => row.year),
    km: Float64Array.from(rows, (row) => row.km),
  };
  const orders = new Map<string, Uint32Array>();
  for (const field of SORT_FIELDS) {
    const ascending = ascendingOrder(sortValues[field], ties);
    orders.set(`${field}:asc`, ascending);
    orders.set(`${field}:desc`, descendingOrder(ascending, sortValues[field]));
    yield;
  }
  return { sortValues, orders };
}
