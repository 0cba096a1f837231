import type { SearchState } from './state';

export const ALL_STOCK_ROUTE = 'new-used-and-demo-cars';

/** The order car types take when a route sets them, so one set always reads the same. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const;

/** C-6: route slug → car_type refinement; the all-stock route sets none. */
export const CAR_TYPE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
  [ALL_STOCK_ROUTE]: [],
};

export function isCarTypeRoute(slug: string): boolean {
  return Object.hasOwn(CAR_TYPE_ROUTES, slug);
}

/** C-6 `refinementsFromPath`: the refinements a car-type route slug implies ({} for unknown slugs too). */
export function refinementsFromPath(slug: string): SearchState['refinements'] {
  const carTypes = CAR_TYPE_ROUTES[slug];
  return carTypes && carTypes.length > 0 ? { car_type: [...carTypes] } : {};
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === b.length && b.every((value) => set.has(value));
}

/** The enabled route whose car types are exactly these (as a set), if any. */
export function routeForCarTypes(
  carTypes: readonly string[],
  enabledRoutes: readonly string[],
): string | null {
  for (const slug of enabledRoutes) {
    const routeTypes = CAR_TYPE_ROUTES[slug];
    if (routeTypes && sameSet(carTypes, routeTypes)) return slug;
  }
  return null;
}

/**
 * Where a state goes when its car types have no route of their own: the all-stock route, else the route of
 * the site's search path, else the first enabled car-type route. The car_type query parameter then replaces
 * the route's car types, so any set stays expressible; only "no car type" is lost on a site that disables the
 * all-stock route, which is that site's choice (it offers no all-stock search).
 */
export function baseRoute(enabledRoutes: readonly string[], searchPath: string): string {
  if (enabledRoutes.includes(ALL_STOCK_ROUTE)) return ALL_STOCK_ROUTE;
  const pathSlug = /^\/search\/([^/]+)\/?$/.exec(searchPath)?.[1];
  if (pathSlug && isCarTypeRoute(pathSlug) && enabledRoutes.includes(pathSlug)) return pathSlug;
  return enabledRoutes.find(isCarTypeRoute) ?? ALL_STOCK_ROUTE;
}
