import { vehicleHref } from '@/domain/cards/action-links';
import { ourStockLinks } from '@/domain/navigation/search-routes';
import { parseSearchUrl, searchUrlInputFromHref, type SearchUrlContext } from '@/domain/search/url';
import type { SitemapEntry } from './sitemap-xml';

/**
 * Pages every site has and answers 200 on, in the order the sitemap lists them. The test-drive form is listed
 * without the trailing slash B-43 also accepts: that form redirects here.
 */
export const FIXED_SITEMAP_PATHS = [
  '/',
  '/models',
  '/special-offers',
  '/contact',
  '/careers',
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/service',
  '/book-test-drive',
  '/dealerships',
  '/dealer-locator',
] as const;

export function pathEntries(paths: readonly string[]): SitemapEntry[] {
  return paths.map((path) => ({ path, lastModified: null }));
}

/** Car pages, each with the time its record last changed. */
export function vehicleEntries(cars: readonly { slug: string; updatedAt: Date | null }[]): SitemapEntry[] {
  return cars.map((car) => ({ path: vehicleHref(car.slug), lastModified: car.updatedAt }));
}

export type SearchLandingInput = {
  /** The site's search categories: the header's 'Our Stock'. */
  searchCategories: readonly string[];
  /** `search.path`: the home page's search link. */
  searchPath: string;
  ctx: SearchUrlContext;
};

/**
 * The search pages the header and home link to, each as the canonical URL it answers 200 on: a route the
 * site disabled or a slug that names nothing (a 404) is left out, a non-canonical one is listed as its
 * redirect target.
 */
export function searchLandingPaths({ searchCategories, searchPath, ctx }: SearchLandingInput): string[] {
  const hrefs = [...ourStockLinks(searchCategories, ctx.enabledRoutes).map((link) => link.href), searchPath];
  const paths: string[] = [];
  for (const href of hrefs) {
    const input = searchUrlInputFromHref(href);
    const parsed = input ? parseSearchUrl(input, ctx) : null;
    if (parsed?.kind === 'ok' && !paths.includes(parsed.href)) paths.push(parsed.href);
  }
  return paths;
}
