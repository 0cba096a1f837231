import 'server-only';
import type { SearchState } from '@/domain/search/state';
import { resolveStockRules } from '@/domain/search/stock-rules';
import { sanitizeQuery } from '@/domain/search/text-match';
import type { Bitmap } from '@/server/stock/search/engine/bitmap';
import { hasBit } from '@/server/stock/search/engine/bitmap';
import type { FacetColumn } from '@/server/stock/search/engine/columns';
import { candidateDocs } from '@/server/stock/search/engine/predicates';
import { NO_NUMBER, type SiteIndex } from '@/server/stock/search/engine/site-index';
import { resolveSort } from '@/server/stock/search/search-settings';

/** A saved search with alerts on, its address already read into a search state. */
export type AlertSearch = { id: number; state: SearchState };

type ValueCheck = { column: FacetColumn; codes: ReadonlySet<number> };
type RangeCheck = { column: Int32Array; min: number; max: number };
/** One search, compiled against one index: the documents its words and site rules allow, then its filters. */
type CompiledSearch = { id: number; base: Bitmap; values: ValueCheck[]; ranges: RangeCheck[] };

const ANY_MAKE = '';

/** Whether document `doc` has one of the check's values (list attributes: any of its values). */
function hasValue({ column, codes }: ValueCheck, doc: number): boolean {
  if (!column.starts) return codes.has(column.codes[doc]!);
  for (let i = column.starts[doc]!; i < column.starts[doc + 1]!; i++)
    if (codes.has(column.codes[i]!)) return true;
  return false;
}

function inRange({ column, min, max }: RangeCheck, doc: number): boolean {
  const value = column[doc]!;
  return value !== NO_NUMBER && value >= min && value <= max;
}

/** The makes a search is limited to (its make, else the makes of its make:model picks), or none. */
function makesOf(state: SearchState): string[] {
  const makes = state.refinements.make;
  if (makes && makes.length > 0) return makes;
  const models = state.refinements.make_model;
  if (models && models.length > 0) return [...new Set(models.map((value) => value.split(':')[0]!))];
  return [ANY_MAKE];
}

/**
 * Matches cars of one site index against many saved searches without running each search: searches are
 * bucketed by make, so a car is only checked against the searches of its make and those of any make, and each
 * check is the search engine's own predicate for one document (same site rules, words, filters and ranges as
 * the search page at `now`; `search-matcher.test.ts` holds it to the SQL reference engine).
 */
export function createSearchMatcher(index: SiteIndex, searches: readonly AlertSearch[], now: Date) {
  // candidateDocs fills a shared scratch bitmap: each distinct (sort, words) is copied out once.
  const bases = new Map<string, Bitmap>();
  const baseFor = (state: SearchState): Bitmap => {
    const sort = resolveSort(state.sortBy, index.settings.sortOptions).key;
    const query = sanitizeQuery(state.query);
    const key = `${sort}\u0000${query}`;
    let base = bases.get(key);
    if (!base) {
      base = candidateDocs(index, resolveStockRules(index.settings.ruleOptions, now, sort), query).slice();
      bases.set(key, base);
    }
    return base;
  };
  const compile = ({ id, state }: AlertSearch): CompiledSearch => {
    const values = Object.entries(state.refinements).flatMap(([attribute, picked]) => {
      const column = index.facets[attribute as keyof SiteIndex['facets']];
      if (!column || !picked || picked.length === 0) return [];
      return [{ column, codes: new Set(picked.flatMap((value) => column.codeOf.get(value) ?? [])) }];
    });
    const ranges = Object.entries(state.ranges).flatMap(([attribute, range]) => {
      const column = index.numbers[attribute as keyof SiteIndex['numbers']];
      if (!column || !range || (range.min === undefined && range.max === undefined)) return [];
      return [{ column, min: range.min ?? -Infinity, max: range.max ?? Infinity }];
    });
    return { id, base: baseFor(state), values, ranges };
  };

  const byMake = new Map<string, CompiledSearch[]>();
  for (const search of searches) {
    const compiled = compile(search);
    for (const make of makesOf(search.state)) {
      const bucket = byMake.get(make) ?? [];
      bucket.push(compiled);
      byMake.set(make, bucket);
    }
  }
  const makeColumn = index.facets.make;
  const anyMake = byMake.get(ANY_MAKE) ?? [];
  const matches = (search: CompiledSearch, doc: number) =>
    hasBit(search.base, doc) &&
    search.values.every((check) => hasValue(check, doc)) &&
    search.ranges.every((check) => inRange(check, doc));

  return {
    /** The ids of the searches that list document `doc` at `now`. */
    searchesListing(doc: number): number[] {
      const make = makeColumn.values[makeColumn.codes[doc]!];
      const candidates = make === undefined ? anyMake : [...(byMake.get(make) ?? []), ...anyMake];
      return candidates.filter((search) => matches(search, doc)).map((search) => search.id);
    },
  };
}

export type SearchMatcher = ReturnType<typeof createSearchMatcher>;
