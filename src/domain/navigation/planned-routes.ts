/**
 * Routes the spec names that the platform does not serve yet. The issue that builds one takes it off this
 * list: the watchlist page (issue 16; sign-in, my garage and compare are built).
 * Wherever links are data (navigation, card and sidebar buttons, promotion and CTA cards) a link to one of
 * these is left out, so no page links a 404; the crawl in CI (`npm run crawl`) proves it.
 */
const PLANNED_ROUTES: readonly RegExp[] = [/^\/my-garage\/watchlist(?:\/|$)/];

/** Whether a same-site link leads to a route not built yet; other links (absolute, `tel:`, `#…`) never do. */
export function isPlannedRoute(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/, 1)[0]!;
  return PLANNED_ROUTES.some((route) => route.test(path));
}

/** The items whose link leads somewhere that exists. */
export function withoutPlannedRoutes<T>(items: readonly T[], hrefOf: (item: T) => string): T[] {
  return items.filter((item) => !isPlannedRoute(hrefOf(item)));
}
