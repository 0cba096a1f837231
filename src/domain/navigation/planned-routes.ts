/**
 * Routes the spec names that the platform does not serve yet (decision 023). The change that builds one takes
 * it off this list; none is left now (sign-in, my garage, the watchlist and compare were the last), and a
 * change that names a route before building it adds it here.
 * Wherever links are data (navigation, card and sidebar buttons, promotion and CTA cards) a link to one of
 * these is left out, so no page links a 404; the crawl in CI (`npm run crawl`) proves it.
 */
const PLANNED_ROUTES: readonly RegExp[] = [];

/** Whether a same-site link leads to a route not built yet; other links (absolute, `tel:`, `#…`) never do. */
export function isPlannedRoute(href: string, planned: readonly RegExp[] = PLANNED_ROUTES): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/, 1)[0]!;
  return planned.some((route) => route.test(path));
}

/** The items whose link leads somewhere that exists. */
export function withoutPlannedRoutes<T>(
  items: readonly T[],
  hrefOf: (item: T) => string,
  planned: readonly RegExp[] = PLANNED_ROUTES,
): T[] {
  return items.filter((item) => !isPlannedRoute(hrefOf(item), planned));
}
