import { toSlug } from '@/domain/format/slug';
import { baseRoute, CAR_TYPE_ROUTES, isCarTypeRoute, routeForCarTypes } from './car-type-routes';
import type { SearchState } from './state';
import {
  formatPriceSegment,
  hasBound,
  isPriceSegment,
  parsePriceSegment,
  type RangeParse,
} from './url-range';
import type { SearchUrlContext } from './url-types';

/** C-7: the first known value whose slug matches, case-insensitively. */
export function findBySlug(values: readonly string[], slug: string): string | undefined {
  const wanted = toSlug(slug);
  return wanted === '' ? undefined : values.find((value) => toSlug(value) === wanted);
}

function modelNames(make: string, models: readonly string[]): string[] {
  const prefix = `${make}:`;
  return models.filter((value) => value.startsWith(prefix)).map((value) => value.slice(prefix.length));
}

/** What the path says; `null` fields were not in the path. */
export type PathRefinements = {
  dealershipSlug: string | null;
  carTypes: string[] | null;
  make: string | null;
  makeModel: string | null;
  price: RangeParse | null;
  priceSegment: string | null;
};

export type PathParse = ({ kind: 'ok' } & PathRefinements) | { kind: 'not_found'; reason: string };

/**
 * `[scope][/make[/model]][/price-min-max]`, where scope is a car-type route or a dealership slug. Known route
 * slugs win over dealership slugs, which win over makes (C-8). A segment that names nothing is a 404.
 * Empty segments (a trailing slash, C-9) are skipped; the caller sees the URL is not canonical.
 */
export function parseSearchPath(segments: readonly string[], ctx: SearchUrlContext): PathParse {
  const parts = segments.filter((segment) => segment !== '');
  const found: PathRefinements = {
    dealershipSlug: null,
    carTypes: null,
    make: null,
    makeModel: null,
    price: null,
    priceSegment: null,
  };
  let i = 0;
  const first = parts[0]?.toLowerCase();
  if (first !== undefined && isCarTypeRoute(first)) {
    if (!ctx.enabledRoutes.includes(first))
      return { kind: 'not_found', reason: `route ${first} is disabled` };
    found.carTypes = [...(CAR_TYPE_ROUTES[first] ?? [])];
    i = 1;
  } else if (first !== undefined) {
    const dealership = ctx.dealershipSlugs.find((slug) => slug.toLowerCase() === first);
    if (dealership !== undefined) {
      found.dealershipSlug = dealership;
      i = 1;
    }
  }
  const next = () => parts[i];
  const makeSegment = next();
  if (makeSegment !== undefined && !isPriceSegment(makeSegment)) {
    const make = findBySlug(ctx.makes, makeSegment);
    if (make === undefined) return { kind: 'not_found', reason: `unknown make ${makeSegment}` };
    found.make = make;
    i++;
    const modelSegment = next();
    if (modelSegment !== undefined && !isPriceSegment(modelSegment)) {
      const model = findBySlug(modelNames(make, ctx.models), modelSegment);
      if (model === undefined) return { kind: 'not_found', reason: `unknown model ${modelSegment}` };
      found.makeModel = `${make}:${model}`;
      i++;
    }
  }
  const priceSegment = next();
  if (priceSegment !== undefined) {
    found.price = parsePriceSegment(priceSegment);
    found.priceSegment = priceSegment;
    if (found.price.kind === 'malformed') return { kind: 'not_found', reason: `bad segment ${priceSegment}` };
    i++;
  }
  if (i < parts.length) return { kind: 'not_found', reason: `unexpected segment ${parts[i]}` };
  return { kind: 'ok', ...found };
}

/** A value goes in the path only when its slug leads back to exactly it; otherwise the query string keeps it. */
function pathSlug(value: string, known: readonly string[]): string | null {
  const slug = toSlug(value);
  if (slug === '' || isPriceSegment(slug)) return null;
  return findBySlug(known, slug) === value ? slug : null;
}

export type PathPlan = {
  segments: string[];
  carTypeInPath: boolean;
  makeInPath: boolean;
  makeModelInPath: boolean;
};

/** C-3 canonical path: /search/{carTypeRoute | dealership}[/{make}[/{model}]][/price-{min}-{max}]. */
export function planSearchPath(
  state: SearchState,
  ctx: SearchUrlContext,
  dealershipSlug: string | null,
): PathPlan {
  const carTypes = state.refinements.car_type ?? [];
  const route = dealershipSlug === null ? routeForCarTypes(carTypes, ctx.enabledRoutes) : null;
  const segments = [dealershipSlug ?? route ?? baseRoute(ctx.enabledRoutes, ctx.searchPath)];
  const plan: PathPlan = {
    segments,
    carTypeInPath: route !== null,
    makeInPath: false,
    makeModelInPath: false,
  };
  const [make, ...otherMakes] = state.refinements.make ?? [];
  const makeSlug = make !== undefined && otherMakes.length === 0 ? pathSlug(make, ctx.makes) : null;
  if (make !== undefined && makeSlug !== null) {
    segments.push(makeSlug);
    plan.makeInPath = true;
    const [makeModel, ...others] = state.refinements.make_model ?? [];
    const model = makeModel?.startsWith(`${make}:`) ? makeModel.slice(make.length + 1) : undefined;
    const modelSlug =
      model !== undefined && others.length === 0 ? pathSlug(model, modelNames(make, ctx.models)) : null;
    if (modelSlug !== null) {
      segments.push(modelSlug);
      plan.makeModelInPath = true;
    }
  }
  if (hasBound(state.ranges.price)) segments.push(formatPriceSegment(state.ranges.price));
  return plan;
}
