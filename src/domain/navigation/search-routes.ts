import type { NavLink } from './types';

/** Labels of the standard stock search routes. Other slugs (a make, a dealership) are title-cased. */
const SEARCH_ROUTE_LABELS: Readonly<Record<string, string>> = {
  'new-cars': 'New Cars',
  'used-cars': 'Used Cars',
  'demo-cars': 'Demo Cars',
  'new-and-demo-cars': 'New & Demo Cars',
  'new-used-and-demo-cars': 'All Stock',
};

export function searchRouteLabel(slug: string): string {
  const known = SEARCH_ROUTE_LABELS[slug];
  if (known) return known;
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function searchRouteHref(slug: string): string {
  return `/search/${slug}`;
}

/**
 * The 'Our Stock' dropdown: one entry per route slug, from the site's search categories, or the enabled
 * search routes when the site lists none. Duplicates and blank slugs are dropped; order is kept.
 */
export function ourStockLinks(
  searchCategories: readonly string[],
  enabledRoutes: readonly string[],
): NavLink[] {
  const source = searchCategories.length > 0 ? searchCategories : enabledRoutes;
  const slugs = [...new Set(source.map((slug) => slug.trim().replace(/^\/+|\/+$/g, '')))].filter(Boolean);
  return slugs.map((slug) => ({ label: searchRouteLabel(slug), href: searchRouteHref(slug) }));
}
