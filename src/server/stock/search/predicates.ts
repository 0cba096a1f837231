import 'server-only';
import type { FilterAttribute } from '@/domain/search/attributes';
import type { SearchState } from '@/domain/search/state';
import { isWithinSoldRetention, type StockRules } from '@/domain/search/stock-rules';
import { expandQueryTokens, sanitizeQuery, tokenize } from '@/domain/search/text-match';
import { andInto, clearBit, createBitmap, orInto, setBit, type Bitmap } from './bitmap';
import { NO_NUMBER, type SiteIndex } from './index';

/** One active filter of the request; facets and stats ignore their own (disjunctive faceting). */
export type Predicate = { attribute: FilterAttribute; bits: Bitmap };

/** Documents every result is drawn from: site rules at `now` under this sort, and the text query. */
export function candidateDocs(index: SiteIndex, rules: StockRules, query: string): Bitmap {
  const candidates = index.listed.slice();
  if (rules.minPrice !== null) andInto(candidates, index.positivePrice);
  for (const doc of index.soldDocs)
    if (!isWithinSoldRetention(index.rows[doc]!, rules)) clearBit(candidates, doc);
  const queryTokens = tokenize(sanitizeQuery(query));
  if (queryTokens.length > 0) {
    for (const matches of expandQueryTokens(queryTokens, dictionaryCandidates(index, queryTokens))) {
      const any = createBitmap(index.size);
      for (const token of matches) for (const doc of index.postings.get(token)!) setBit(any, doc);
      andInto(candidates, any);
    }
  }
  return candidates;
}

/** The dictionary slice that can match at all (same token, prefix range, or length ± 1), to avoid a full scan. */
function dictionaryCandidates(index: SiteIndex, queryTokens: readonly string[]): string[] {
  const { tokens } = index;
  const found: string[] = [];
  const last = queryTokens[queryTokens.length - 1]!;
  for (let i = lowerBound(tokens, last); i < tokens.length && tokens[i]!.startsWith(last); i++)
    found.push(tokens[i]!);
  for (const token of queryTokens) {
    if (index.postings.has(token)) found.push(token);
    if (token.length < 5) continue;
    for (let length = token.length - 1; length <= token.length + 1; length++)
      found.push(...(index.tokensByLength.get(length) ?? []));
  }
  return found;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** One bitmap per refined value attribute (OR of its values) and per numeric range (inclusive). */
export function statePredicates(index: SiteIndex, state: SearchState): Predicate[] {
  const predicates: Predicate[] = [];
  for (const [attribute, values] of Object.entries(state.refinements)) {
    const column = index.facets[attribute as keyof SiteIndex['facets']];
    if (!column || !values || values.length === 0) continue;
    const bits = createBitmap(index.size);
    for (const value of values) {
      const code = column.codeOf.get(value);
      if (code !== undefined) orInto(bits, column.bitmaps[code]!);
    }
    predicates.push({ attribute: attribute as FilterAttribute, bits });
  }
  for (const [attribute, range] of Object.entries(state.ranges)) {
    const column = index.numbers[attribute as keyof SiteIndex['numbers']];
    if (!column || !range || (range.min === undefined && range.max === undefined)) continue;
    const min = range.min ?? -Infinity;
    const max = range.max ?? Infinity;
    const bits = createBitmap(index.size);
    for (let doc = 0; doc < column.length; doc++) {
      const value = column[doc]!;
      if (value !== NO_NUMBER && value >= min && value <= max) setBit(bits, doc);
    }
    predicates.push({ attribute: attribute as FilterAttribute, bits });
  }
  return predicates;
}
