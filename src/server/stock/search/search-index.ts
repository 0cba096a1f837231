import 'server-only';
import {
  STATS_ATTRIBUTES,
  VALUE_ATTRIBUTES,
  type FilterAttribute,
  type StatsAttribute,
} from '@/domain/search/attributes';
import { offsetForPage, SEARCH_PAGE_SIZE, type SearchResult, type SearchState } from '@/domain/search/state';
import { resolveStockRules } from '@/domain/search/stock-rules';
import { countBits, createBitmap, forEachBit, popcount32, type Bitmap } from './bitmap';
import { rankFacetValues } from './facets';
import { NO_NUMBER, type SiteIndex } from './index';
import { toSearchHit } from './load-stock';
import { candidateDocs, statePredicates } from './predicates';
import { resolveSort } from './search-settings';

type Tally = { counts: Int32Array[]; min: Float64Array; max: Float64Array; matches: Bitmap };
type Predicate = { attribute: FilterAttribute; bits: Bitmap };

/** Counts the documents docs[0..n) into facet f's value counts. */
function countFacet(index: SiteIndex, tally: Tally, f: number, docs: Uint32Array, n: number): void {
  const { starts, codes } = index.facets[VALUE_ATTRIBUTES[f]!];
  const counts = tally.counts[f]!;
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    for (let j = starts[doc]!; j < starts[doc + 1]!; j++) counts[codes[j]!]!++;
  }
}

function countStat(index: SiteIndex, tally: Tally, s: number, docs: Uint32Array, n: number): void {
  const column = index.numbers[STATS_ATTRIBUTES[s]!];
  let min = tally.min[s]!;
  let max = tally.max[s]!;
  for (let i = 0; i < n; i++) {
    const value = column[docs[i]!]!;
    if (value === NO_NUMBER) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  tally.min[s] = min;
  tally.max[s] = max;
}

/** Writes the documents of one word into `docs`, returning how many. */
function wordDocs(word: number, base: number, docs: Uint32Array): number {
  let n = 0;
  let bits = word;
  while (bits !== 0) {
    const low = bits & -bits;
    docs[n++] = base + 31 - Math.clz32(low);
    bits ^= low;
  }
  return n;
}

/**
 * The single pass: a document passing every predicate counts everywhere; one failing only predicate k counts
 * only in k's facet or stat (each ignores its own filter); any other document is skipped.
 */
function tallyCandidates(index: SiteIndex, candidates: Bitmap, predicates: Predicate[]): Tally {
  const tally: Tally = {
    counts: VALUE_ATTRIBUTES.map((a) => new Int32Array(index.facets[a].values.length)),
    min: new Float64Array(STATS_ATTRIBUTES.length).fill(Infinity),
    max: new Float64Array(STATS_ATTRIBUTES.length).fill(-Infinity),
    matches: createBitmap(index.size),
  };
  const n = predicates.length;
  const facetOf = predicates.map((p) => (VALUE_ATTRIBUTES as readonly string[]).indexOf(p.attribute));
  const statOf = predicates.map((p) => (STATS_ATTRIBUTES as readonly string[]).indexOf(p.attribute));
  const words = predicates.map((p) => p.bits);
  const prefix = new Int32Array(n + 1);
  const docs = new Uint32Array(32);
  const lowCardinality = VALUE_ATTRIBUTES.map(
    (a) => index.facets[a].values.length <= BITMAP_COUNT_MAX_VALUES,
  );
  const perDoc = VALUE_ATTRIBUTES.flatMap((_, f) => (lowCardinality[f] ? [] : [f]));
  for (let w = 0; w < candidates.length; w++) {
    const candidate = candidates[w]!;
    if (candidate === 0) continue;
    prefix[0] = candidate;
    for (let k = 0; k < n; k++) prefix[k + 1] = prefix[k]! & words[k]![w]!;
    tally.matches[w] = prefix[n]!;
    const count = wordDocs(prefix[n]!, w << 5, docs);
    if (count > 0) {
      for (const f of perDoc) countFacet(index, tally, f, docs, count);
      for (let s = 0; s < STATS_ATTRIBUTES.length; s++) countStat(index, tally, s, docs, count);
    }
    let suffix = -1;
    for (let k = n - 1; k >= 0; k--) {
      const only = wordDocs(prefix[k]! & ~words[k]![w]! & suffix, w << 5, docs);
      if (only > 0 && facetOf[k]! >= 0) countFacet(index, tally, facetOf[k]!, docs, only);
      if (only > 0 && statOf[k]! >= 0) countStat(index, tally, statOf[k]!, docs, only);
      suffix &= words[k]![w]!;
    }
  }
  VALUE_ATTRIBUTES.forEach(
    (a, f) => lowCardinality[f] && countByBitmaps(index.facets[a].bitmaps, tally.matches, tally.counts[f]!),
  );
  return tally;
}

/** Facets with few values count matches by popcount over their bitmaps: cheaper than a per-document pass. */
const BITMAP_COUNT_MAX_VALUES = 8;

function countByBitmaps(bitmaps: Bitmap[], matches: Bitmap, counts: Int32Array): void {
  bitmaps.forEach((bitmap, code) => {
    let count = 0;
    for (let w = 0; w < matches.length; w++) {
      const word = matches[w]! & bitmap[w]!;
      if (word !== 0) count += popcount32(word);
    }
    counts[code]! += count;
  });
}

/** Documents of the page in sort order: walk the pre-sorted order, or sort the matches when they are few. */
function pageDocs(
  index: SiteIndex,
  matches: Bitmap,
  count: number,
  sortKey: string,
  offset: number,
): number[] {
  const order = index.orders.get(sortKey)!;
  const wanted = offset + SEARCH_PAGE_SIZE;
  const page: number[] = [];
  if (count * 16 < index.size) {
    const docs: number[] = [];
    for (let w = 0; w < matches.length; w++) forEachBit(matches[w]!, w << 5, (doc) => docs.push(doc));
    const [field, direction] = sortKey.split(':') as [keyof SiteIndex['sortValues'], string];
    const keys = index.sortValues[field];
    const sign = direction === 'desc' ? -1 : 1;
    docs.sort((a, b) => sign * (keys[a]! - keys[b]!) || index.rows[a]!.id - index.rows[b]!.id);
    return docs.slice(offset, wanted);
  }
  let seen = 0;
  for (let i = 0; i < order.length && seen < wanted; i++) {
    const doc = order[i]!;
    if ((matches[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
    if (seen++ >= offset) page.push(doc);
  }
  return page;
}

/** Answers one search state from a site's index at `now` (sold retention is measured against it). */
export function querySiteIndex(index: SiteIndex, state: SearchState, now: Date): SearchResult {
  const started = performance.now();
  const sort = resolveSort(state.sortBy, index.settings.sortOptions);
  const rules = resolveStockRules(index.settings.ruleOptions, now, sort.key);
  const candidates = candidateDocs(index, rules, state.query);
  const tally = tallyCandidates(index, candidates, statePredicates(index, state));
  const count = countBits(tally.matches);
  const offset = offsetForPage(state.page);
  const hits = pageDocs(index, tally.matches, count, sort.key, offset).map((doc) =>
    toSearchHit(index.rows[doc]!),
  );
  const facets = Object.fromEntries(
    VALUE_ATTRIBUTES.map((attribute, f) => {
      const { values } = index.facets[attribute];
      const counts = tally.counts[f]!;
      return [
        attribute,
        rankFacetValues(
          attribute,
          values.map((value, code) => ({ value, count: counts[code]! })),
        ),
      ];
    }),
  );
  const stats = Object.fromEntries(
    STATS_ATTRIBUTES.map((attribute, s) => {
      const min = tally.min[s]!;
      return [attribute, min === Infinity ? null : { min, max: tally.max[s]! }];
    }),
  ) as Record<StatsAttribute, { min: number; max: number } | null>;
  const page = Math.max(1, Math.floor(state.page));
  return {
    hits,
    count,
    facets,
    stats,
    page,
    pages: Math.ceil(count / SEARCH_PAGE_SIZE),
    ms: performance.now() - started,
  };
}
