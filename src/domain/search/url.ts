import { decodeSegment } from '@/domain/navigation/decode-segment';
import { RANGE_ATTRIBUTES, VALUE_ATTRIBUTES } from './attributes';
import { DISTANCE_SORT } from './near';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { isKnownParam, parseSearchParams, searchParamPairs } from './url-params';
import { parseSearchPath, planSearchPath, type PathRefinements } from './url-path';
import { formatRangeParam, hasBound } from './url-range';
import type { IgnoredSearchParam, ParsedSearchUrl, SearchUrlContext, SearchUrlInput } from './url-types';

export type { ParsedSearchUrl, SearchUrlContext, SearchUrlError, SearchUrlInput } from './url-types';

export const SEARCH_PREFIX = '/search';

type UrlParts = { segments: string[]; pairs: [string, string][] };

function defaultSort(ctx: SearchUrlContext): string {
  return ctx.sortKeys[0] ?? EMPTY_SEARCH_STATE.sortBy;
}

/**
 * C-3/X-1 canonical form: car type (or dealership), make, model and price in the path; then, in this fixed
 * order, query, the value attributes (in attribute order, each value as its own repeated parameter), the
 * other ranges as 'min:max', sortBy when not the site's default, and page when not 1 (C-4).
 */
function canonicalParts(state: SearchState, ctx: SearchUrlContext, dealershipSlug: string | null): UrlParts {
  const plan = planSearchPath(state, ctx, dealershipSlug);
  const inPath: Partial<Record<string, boolean>> = {
    car_type: plan.carTypeInPath,
    make: plan.makeInPath,
    make_model: plan.makeModelInPath,
  };
  const pairs: [string, string][] = [];
  if (state.query !== '') pairs.push(['query', state.query]);
  for (const attribute of VALUE_ATTRIBUTES) {
    if (inPath[attribute]) continue;
    for (const value of state.refinements[attribute] ?? []) pairs.push([attribute, value]);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (attribute !== 'price' && hasBound(range)) pairs.push([attribute, formatRangeParam(range)]);
  }
  if (state.near) {
    pairs.push(['postcode', state.near.postcode]);
    if (state.near.radiusKm !== null) pairs.push(['radius', String(state.near.radiusKm)]);
  }
  if (state.sortBy !== defaultSort(ctx)) pairs.push(['sortBy', state.sortBy]);
  if (state.page !== 1) pairs.push(['page', String(state.page)]);
  return { segments: plan.segments, pairs };
}

function toHref({ segments, pairs }: UrlParts): string {
  const path = [SEARCH_PREFIX, ...segments.map(encodeURIComponent)].join('/');
  const query = new URLSearchParams(pairs).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The canonical URL of a state; pass the dealership slug to stay on /search/{dealership_slug}. */
export function serializeSearchUrl(
  state: SearchState,
  ctx: SearchUrlContext,
  options: { dealershipSlug?: string | null } = {},
): string {
  return toHref(canonicalParts(state, ctx, options.dealershipSlug ?? null));
}

/** a query-string value for a path attribute replaces the path's (so the base-route fallback works). */
function mergePath(state: SearchState, path: PathRefinements, ignored: IgnoredSearchParam[]): void {
  const { refinements, ranges } = state;
  if (path.carTypes && path.carTypes.length > 0) refinements.car_type ??= path.carTypes;
  if (path.make !== null) refinements.make ??= [path.make];
  if (path.makeModel !== null) refinements.make_model ??= [path.makeModel];
  if (ranges.price !== undefined || path.price === null) return;
  if (path.price.kind === 'range') {
    ranges.price = path.price.range;
    for (const value of path.price.dropped) ignored.push({ param: 'price', value, reason: 'out_of_range' });
  } else if (path.price.kind === 'out_of_range') {
    ignored.push({ param: 'price', value: path.priceSegment ?? '', reason: 'out_of_range' });
  }
}

/**
 * A postcode makes a near-me search; a radius or 'Nearest first' without one means nothing, so it is dropped
 * (and the canonical URL leaves it out).
 */
function applyNear(
  state: SearchState,
  params: { postcode?: string; radiusKm?: number },
  ctx: SearchUrlContext,
  ignored: IgnoredSearchParam[],
): void {
  if (params.postcode !== undefined) {
    state.near = { postcode: params.postcode, radiusKm: params.radiusKm ?? null };
    return;
  }
  if (params.radiusKm !== undefined)
    ignored.push({ param: 'radius', value: String(params.radiusKm), reason: 'out_of_range' });
  if (state.sortBy === DISTANCE_SORT.key) {
    ignored.push({ param: 'sortBy', value: state.sortBy, reason: 'out_of_range' });
    state.sortBy = defaultSort(ctx);
  }
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function samePairs(a: readonly [string, string][], b: readonly [string, string][]): boolean {
  return a.length === b.length && a.every(([key, value], i) => key === b[i]?.[0] && value === b[i]?.[1]);
}

/**
 * Reads a search URL (C-2..C-10). Unknown query keys are ignored and do not make the URL non-canonical (so
 * tracking parameters survive); malformed values give `invalid` (the API's 400), out-of-range ones are
 * dropped into `ignored` (S1 §5); a path naming no enabled route, dealership, make or model is `not_found`.
 */
export function parseSearchUrl(input: SearchUrlInput, ctx: SearchUrlContext): ParsedSearchUrl {
  const path = parseSearchPath(input.pathSegments, ctx);
  if (path.kind === 'not_found') return path;
  const pairs = searchParamPairs(input.searchParams);
  const params = parseSearchParams(pairs, ctx);
  if (params.errors.length > 0) return { kind: 'invalid', errors: params.errors };
  const state: SearchState = {
    query: params.query ?? '',
    page: params.page ?? 1,
    sortBy: params.sortBy ?? defaultSort(ctx),
    refinements: params.values,
    ranges: params.ranges,
  };
  const ignored = params.ignored;
  mergePath(state, path, ignored);
  applyNear(state, params, ctx, ignored);
  const canonical = canonicalParts(state, ctx, path.dealershipSlug);
  const knownPairs = pairs.filter(([key]) => isKnownParam(key));
  const isCanonical =
    sameStrings(input.pathSegments, canonical.segments) && samePairs(knownPairs, canonical.pairs);
  return {
    kind: 'ok',
    state,
    dealershipSlug: path.dealershipSlug,
    canonical: isCanonical,
    href: toHref(canonical),
    ignored,
  };
}

/** Splits '/search/used-cars/?page=2' into the route's view of it; null when the path is not under /search. */
export function searchUrlInputFromHref(href: string): SearchUrlInput | null {
  const url = new URL(href, 'http://localhost');
  if (url.pathname !== SEARCH_PREFIX && !url.pathname.startsWith(`${SEARCH_PREFIX}/`)) return null;
  const rest = url.pathname.slice(SEARCH_PREFIX.length);
  const pathSegments = rest === '' ? [] : rest.slice(1).split('/').map(decodeSegment);
  return { pathSegments, searchParams: url.searchParams };
}
