import 'server-only';
import { STATS_ATTRIBUTES, VALUE_ATTRIBUTES } from '@/domain/search/attributes';
import { collectDocs, countAnd, countBits, type Bitmap } from './bitmap';
import type { FacetColumn } from './columns';
import { NO_NUMBER, type SiteIndex } from './site-index';
import type { Predicate } from './predicates';
import { pooled } from './scratch';

/** Facet counts (scratch, by value code), min/max per stats attribute, the match bitmap and its size. */
export type Tally = {
  counts: Uint32Array[];
  min: Float64Array;
  max: Float64Array;
  matches: Bitmap;
  count: number;
};

/** A bitmap to count over, its size, and its document list (collected on first use). */
type CountSet = { bits: Bitmap; count: number; docs: Uint32Array; collected: boolean };

function docsOf(set: CountSet): Uint32Array {
  if (!set.collected) collectDocs(set.bits, set.docs);
  set.collected = true;
  return set.docs;
}

/**
 * Counts one facet over a set: by popcount of each value's bitmap when that is fewer word operations than
 * documents (few values, many matches), else by one increment per document and value held.
 */
function countFacet(column: FacetColumn, counts: Uint32Array, set: CountSet): void {
  counts.fill(0);
  const { starts, codes, bitmaps } = column;
  const n = set.count;
  const perDoc = starts ? codes.length / Math.max(1, starts.length - 1) : 1;
  if (n === 0) return;
  if (bitmaps.length * set.bits.length < n * perDoc) {
    for (let code = 0; code < bitmaps.length; code++) counts[code] = countAnd(bitmaps[code]!, set.bits);
    return;
  }
  const docs = docsOf(set);
  if (!starts) for (let i = 0; i < n; i++) counts[codes[docs[i]!]!]!++;
  else
    for (let i = 0; i < n; i++)
      for (let j = starts[docs[i]!]!, end = starts[docs[i]! + 1]!; j < end; j++) counts[codes[j]!]!++;
}

/**
 * Min and max of a column over a set: walk the value order from each end to the first member (a few steps when
 * the set is dense); after as many steps as the set has members, scan the set's documents instead.
 */
function statOf(column: Int32Array, order: Uint32Array, set: CountSet): [number, number] {
  const { bits, count } = set;
  const has = (doc: number) => (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;
  const last = order.length - 1;
  const limit = Math.min(order.length, count);
  let i = 0;
  while (i < limit && !has(order[i]!)) i++;
  let j = 0;
  while (j < limit && !has(order[last - j]!)) j++;
  if (i < limit && j < limit) return [column[order[i]!]!, column[order[last - j]!]!];
  let min = Infinity;
  let max = -Infinity;
  if (limit === order.length) return [min, max];
  const docs = docsOf(set);
  for (let d = 0; d < count; d++) {
    const value = column[docs[d]!]!;
    if (value === NO_NUMBER) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min, max];
}

/**
 * The single pass over the candidate words: per word, the documents passing every predicate (they count in every
 * facet and stat) and, per predicate k, those passing every predicate but k (what k's own facet or stat counts:
 * each ignores its own filter). Then each facet and stat is counted over its set.
 */
export function tallyCandidates(index: SiteIndex, candidates: Bitmap, predicates: Predicate[]): Tally {
  const { scratch } = index;
  const n = predicates.length;
  const bits = predicates.map((p) => p.bits);
  const except = predicates.map((_, k) => pooled(scratch.except, k, index.size));
  const matches = scratch.matches;
  const prefix = new Int32Array(n);
  for (let w = 0; w < candidates.length; w++) {
    let all = candidates[w]!;
    if (all === 0) {
      matches[w] = 0;
      for (let k = 0; k < n; k++) except[k]![w] = 0;
      continue;
    }
    for (let k = 0; k < n; k++) {
      prefix[k] = all;
      all &= bits[k]![w]!;
    }
    matches[w] = all;
    let suffix = -1;
    for (let k = n - 1; k >= 0; k--) {
      except[k]![w] = prefix[k]! & suffix;
      suffix &= bits[k]![w]!;
    }
  }
  const count = countBits(matches);
  const matchSet: CountSet = { bits: matches, count, docs: scratch.matchDocs, collected: false };
  const setFor = (attribute: string): CountSet => {
    const k = predicates.findIndex((p) => p.attribute === attribute);
    if (k < 0) return matchSet;
    const own = except[k]!;
    return { bits: own, count: countBits(own), docs: scratch.exceptDocs, collected: false };
  };
  VALUE_ATTRIBUTES.forEach((a, f) => countFacet(index.facets[a], scratch.counts[f]!, setFor(a)));
  const min = new Float64Array(STATS_ATTRIBUTES.length);
  const max = new Float64Array(STATS_ATTRIBUTES.length);
  STATS_ATTRIBUTES.forEach((a, s) => {
    [min[s], max[s]] = statOf(index.numbers[a], index.statOrders[a], setFor(a));
  });
  return { counts: scratch.counts, min, max, matches, count };
}
