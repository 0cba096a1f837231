import 'server-only';
import type { FilterAttribute } from '@/domain/search/attributes';
import type { SearchState } from '@/domain/search/state';
import { resolveStockRules, type StockRules } from '@/domain/search/stock-rules';
import { sanitizeQuery, tokenize } from '@/domain/search/text-match';
import { clearBit, collectDocs, countBits, orInto, setBit, type Bitmap } from './bitmap';
import { NO_NUMBER, type SiteIndex } from './site-index';
import { fillWithinRadius } from './places';
import { pooled } from './scratch';
import { andQuery } from './text';

/**
 * One active filter of the request; facets and stats ignore their own (disjunctive faceting). Read-only.
 * 'radius' (near-me) has no facet of its own: every facet and stat counts within it.
 */
export type Predicate = { attribute: FilterAttribute | 'radius'; bits: Bitmap };

/** Calls `visit` with each sold document (index into soldDocs) whose retention has ended by the rules' `now`. */
export function forEachExpiredSold(index: SiteIndex, rules: StockRules, visit: (i: number) => void): void {
  const { soldAtMs, soldDealer } = index;
  const cutoffs = index.soldDealerships.map((dealershipId) => rules.soldCutoffMs(dealershipId));
  // isWithinSoldRetention: sold_at known and after the dealership's cutoff (NaN, unknown, never is).
  for (let i = 0; i < soldAtMs.length; i++) if (!(soldAtMs[i]! > cutoffs[soldDealer[i]!]!)) visit(i);
}

/** Documents every result is drawn from: site rules at `now` under this sort, and the text query. */
export function candidateDocs(index: SiteIndex, rules: StockRules, query: string): Bitmap {
  const { candidates, any } = index.scratch;
  candidates.set(index.listed);
  if (rules.minPrice !== null)
    for (let w = 0; w < candidates.length; w++) candidates[w]! &= index.positivePrice[w]!;
  forEachExpiredSold(index, rules, (i) => clearBit(candidates, index.soldDocs[i]!));
  const queryTokens = tokenize(sanitizeQuery(query));
  if (queryTokens.length > 0) andQuery(index.text, queryTokens, candidates, any);
  return candidates;
}

/**
 * Every document some search of the site lists at `now`: the site rules with no query and no sort (a sort only
 * ever hides more, C-31). In id order, as the rows are.
 */
export function listedDocs(index: SiteIndex, now: Date): Uint32Array {
  const candidates = candidateDocs(index, resolveStockRules(index.settings.ruleOptions, now, ''), '');
  const docs = new Uint32Array(countBits(candidates));
  collectDocs(candidates, docs);
  return docs;
}

/**
 * One bitmap per refined value attribute (OR of its values; a single value's own bitmap, shared) and per
 * numeric range (inclusive).
 */
export function statePredicates(
  index: SiteIndex,
  state: SearchState,
  distances: Float64Array | null = null,
): Predicate[] {
  const predicates: Predicate[] = [];
  const pool = index.scratch.predicates;
  const next = () => pooled(pool, predicates.length, index.size).fill(0);
  for (const [attribute, values] of Object.entries(state.refinements)) {
    const column = index.facets[attribute as keyof SiteIndex['facets']];
    if (!column || !values || values.length === 0) continue;
    const codes = [...new Set(values)].flatMap((value) => column.codeOf.get(value) ?? []);
    let bits: Bitmap;
    if (codes.length === 1) bits = column.bitmaps[codes[0]!]!;
    else {
      bits = next();
      for (const code of codes) orInto(bits, column.bitmaps[code]!);
    }
    predicates.push({ attribute: attribute as FilterAttribute, bits });
  }
  for (const [attribute, range] of Object.entries(state.ranges)) {
    const column = index.numbers[attribute as keyof SiteIndex['numbers']];
    if (!column || !range || (range.min === undefined && range.max === undefined)) continue;
    const min = range.min ?? -Infinity;
    const max = range.max ?? Infinity;
    const bits = next();
    for (let doc = 0; doc < column.length; doc++) {
      const value = column[doc]!;
      if (value !== NO_NUMBER && value >= min && value <= max) setBit(bits, doc);
    }
    predicates.push({ attribute: attribute as FilterAttribute, bits });
  }
  const radiusKm = state.near?.radiusKm ?? null;
  if (distances !== null && radiusKm !== null) {
    const bits = next();
    fillWithinRadius(index.places, distances, radiusKm, bits);
    predicates.push({ attribute: 'radius', bits });
  }
  return predicates;
}
