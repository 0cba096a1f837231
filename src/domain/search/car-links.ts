import type { Breadcrumb } from '@/domain/navigation/breadcrumb';
import {
  buildSearchBreadcrumbs,
  isConfiguredModel,
  withBasePath,
  type BreadcrumbOptions,
} from './breadcrumbs';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { serializeSearchUrl, type SearchUrlContext } from './url';
import { pluralBodyLabel } from '@/domain/stock/value-labels';

export type LinkedCar = { carType: string; make: string; model: string; body: string | null };

function searchState(refinements: SearchState['refinements'], ctx: SearchUrlContext): SearchState {
  return { ...EMPTY_SEARCH_STATE, sortBy: ctx.sortKeys[0] ?? EMPTY_SEARCH_STATE.sortBy, refinements };
}

/**
 * B-50..B-52 on a car's page: the search trail of its car type, make, model and body type (Home → Used Cars →
 * Toyota → Corolla → Hatches) with every level a link, then the car's title as the current page. A model the
 * site does not list (B-51) is skipped; a car without a body type ends the trail at its model (or make).
 */
export function vehicleBreadcrumbs(
  car: LinkedCar,
  title: string,
  ctx: SearchUrlContext,
  options: Omit<BreadcrumbOptions, 'dealershipSlug'>,
): Breadcrumb[] {
  const withModel = isConfiguredModel(car.make, car.model, options.configuredModels);
  const state = searchState(
    {
      car_type: [car.carType],
      make: [car.make],
      ...(withModel ? { make_model: [`${car.make}:${car.model}`] } : {}),
      ...(car.body ? { body: [car.body] } : {}),
    },
    ctx,
  );
  // The search crumbs end on the search page itself (not a link); from the car's page it is one.
  const crumbs = buildSearchBreadcrumbs(state, ctx, { ...options, dealershipSlug: null }).slice(0, -1);
  const href = withBasePath(serializeSearchUrl(state, ctx), options.basePath);
  const deepest = car.body
    ? pluralBodyLabel(car.body, options.wording?.valueLabels)
    : withModel
      ? car.model
      : car.make;
  crumbs.push({ label: deepest, href }, { label: title, href: null });
  return crumbs;
}

/**
 * D-51 proposal: 'Find Me Something Similar' searches the car's make, model and body type, in the site's
 * default (relevance) order.
 */
export function similarSearchHref(car: LinkedCar, ctx: SearchUrlContext): string {
  const refinements: SearchState['refinements'] = {
    make: [car.make],
    make_model: [`${car.make}:${car.model}`],
    ...(car.body ? { body: [car.body] } : {}),
  };
  return serializeSearchUrl(searchState(refinements, ctx), ctx);
}

/** B-5: the site's stock of one body type, in its default order (the footer's fallback link). */
export function bodyStockHref(body: string, ctx: SearchUrlContext): string {
  return serializeSearchUrl(searchState({ body: [body] }, ctx), ctx);
}

/** The site's stock at one location (its page's 'View all stock here' link). */
export function locationStockHref(locationName: string, ctx: SearchUrlContext): string {
  return serializeSearchUrl(searchState({ location_name: [locationName] }, ctx), ctx);
}

/** Decision 017 (L-10): the site's stock of one make, in its default order (a brand page's stock link). */
export function makeStockHref(make: string, ctx: SearchUrlContext): string {
  return serializeSearchUrl(searchState({ make: [make] }, ctx), ctx);
}

/** B-41: the site's stock of one make and model, in its default order (a model page's stock link). */
export function modelStockHref(make: string, model: string, ctx: SearchUrlContext): string {
  return serializeSearchUrl(searchState({ make: [make], make_model: [`${make}:${model}`] }, ctx), ctx);
}
