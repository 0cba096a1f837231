import 'server-only';
import {
  FACET_VALUE_LIMIT,
  FACET_VALUE_LIMITS,
  STATS_ATTRIBUTES,
  VALUE_ATTRIBUTES,
  type StatsAttribute,
  type ValueAttribute,
} from '@/domain/search/attributes';
import {
  finishSearchResult,
  offsetForPage,
  SEARCH_PAGE_SIZE,
  type FacetValue,
  type SearchHit,
  type SearchResult,
  type SearchState,
} from '@/domain/search/state';
import { resolveStockRules } from '@/domain/search/stock-rules';
import { collectDocs, type Bitmap } from './bitmap';
import type { FacetColumn } from './columns';
import type { SiteIndex } from './site-index';
import { lenderAt } from './lender-columns';
import { toSearchHit } from '../load-stock';
import { candidateDocs, statePredicates } from './predicates';
import { resolveSort, type ResolvedSort } from '../search-settings';
import { tallyCandidates } from './tally';
import { nearestPageDocs, placeDistances } from './places';
import { DISTANCE_SORT, roundDistanceKm } from '@/domain/search/near';

/**
 * C-22/C-41 without sorting every value: keeps the best `limit` codes by insertion (count descending, ties by
 * value in code-point order, as `rankFacetValues`), then builds only those entries.
 */
function topValues(attribute: ValueAttribute, column: FacetColumn, counts: Uint32Array): FacetValue[] {
  const limit = FACET_VALUE_LIMITS[attribute] ?? FACET_VALUE_LIMIT;
  const { values, valueRank } = column;
  const better = (a: number, b: number) =>
    counts[a]! > counts[b]! || (counts[a] === counts[b] && valueRank[a]! < valueRank[b]!);
  const top: number[] = [];
  for (let code = 0; code < values.length; code++) {
    if (counts[code] === 0) continue;
    if (top.length === limit && !better(code, top[limit - 1]!)) continue;
    let i = top.length < limit ? top.push(code) - 1 : limit - 1;
    for (; i > 0 && better(code, top[i - 1]!); i--) top[i] = top[i - 1]!;
    top[i] = code;
  }
  return top.map((code) => ({ value: values[code]!, count: counts[code]! }));
}

const kmOrNull = (km: number) => (Number.isNaN(km) ? null : roundDistanceKm(km));

/** Documents of the page in sort order: walk the pre-sorted order, or sort the matches when they are few. */
function pageDocs(index: SiteIndex, matches: Bitmap, count: number, sort: ResolvedSort, offset: number) {
  const wanted = offset + SEARCH_PAGE_SIZE;
  if (count * 16 < index.size) {
    const docs = new Uint32Array(count);
    collectDocs(matches, docs);
    const keys = index.sortValues[sort.field];
    const { ties } = index;
    const sign = sort.descending ? -1 : 1;
    docs.sort((a, b) => sign * (keys[a]! - keys[b]!) || ties[a]! - ties[b]!);
    return [...docs.subarray(offset, wanted)];
  }
  const order = index.orders.get(sort.key)!;
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < wanted; i++) {
    const doc = order[i]!;
    if ((matches[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
    if (seen++ >= offset) page.push(doc);
  }
  return page;
}

/**
 * A result and the documents of its hits, in order (what a serialised body is built from), with each hit's
 * distance on a near-me search (null when its yard has no position), else null.
 */
export type SiteAnswer = { result: SearchResult; docs: number[]; distances: (number | null)[] | null };

/** A hit freshly built from the index: the default when no card cache is at hand. */
export const hitOf = (index: SiteIndex, doc: number): SearchHit =>
  toSearchHit(index.rows[doc]!, lenderAt(index.lenders, doc));

/** Answers one search state from a site's index at `now` (sold retention is measured against it). */
export function querySiteIndex(index: SiteIndex, state: SearchState, now: Date): SearchResult {
  return answerSiteIndex(index, state, now).result;
}

/** `querySiteIndex` with each hit taken from `hitAt` (a card cache) and the hit documents alongside. */
export function answerSiteIndex(
  index: SiteIndex,
  state: SearchState,
  now: Date,
  hitAt: (doc: number) => SearchHit = (doc) => hitOf(index, doc),
): SiteAnswer {
  const started = performance.now();
  const sort = resolveSort(state.sortBy, index.settings.sortOptions);
  const rules = resolveStockRules(index.settings.ruleOptions, now, sort.key);
  const candidates = candidateDocs(index, rules, state.query);
  const origin = state.near?.origin;
  const distances = origin ? placeDistances(index.places, origin) : null;
  const tally = tallyCandidates(index, candidates, statePredicates(index, state, distances));
  const { count } = tally;
  const offset = offsetForPage(state.page);
  const docs =
    distances && state.sortBy === DISTANCE_SORT.key
      ? nearestPageDocs(index.places, distances, tally.matches, offset, SEARCH_PAGE_SIZE)
      : pageDocs(index, tally.matches, count, sort, offset);
  const facets = Object.fromEntries(
    VALUE_ATTRIBUTES.map((a, f) => [a, topValues(a, index.facets[a], tally.counts[f]!)]),
  );
  const stats = Object.fromEntries(
    STATS_ATTRIBUTES.map((attribute, s) => {
      const min = tally.min[s]!;
      return [attribute, min === Infinity ? null : { min, max: tally.max[s]! }];
    }),
  ) as Record<StatsAttribute, { min: number; max: number } | null>;
  const hitDistances = distances && docs.map((doc) => kmOrNull(distances[index.places.placeOf[doc]!]!));
  const hits = docs.map((doc, i) =>
    hitDistances ? { ...hitAt(doc), distanceKm: hitDistances[i]! } : hitAt(doc),
  );
  const result = finishSearchResult({ hits, count, facets, stats }, state, started);
  return { result, docs, distances: hitDistances };
}
