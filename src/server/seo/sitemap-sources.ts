import 'server-only';
import type { SiteConfig } from '@/config';
import { mergeSitemapEntries, type SitemapEntry } from '@/domain/seo/sitemap';
import {
  FIXED_SITEMAP_PATHS,
  pathEntries,
  searchLandingPaths,
  vehicleEntries,
} from '@/domain/seo/sitemap-entries';
import { brandPagePath } from '@/domain/catalogue/brand-page';
import { pagePath } from '@/domain/pages/content-routes';
import type { Database } from '@/server/db/client';
import { listBrandPageSlugs } from '@/server/brands/queries';
import { listActiveModelSlugs } from '@/server/catalogue/model-queries';
import { listVisibleLocations } from '@/server/home/content-queries';
import { listPublishedPages } from '@/server/pages/queries';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { listListedCars } from '@/server/stock/search/search-stock';
import { listVehicleUpdatedAt } from './queries';

export type SitemapSite = { id: number; searchCategories: readonly string[]; config: SiteConfig };

/** One kind of page of a site: every URL of that kind that answers 200 for the site. */
type SitemapSource = (db: Database, site: SitemapSite, now: Date) => Promise<SitemapEntry[]>;

const fixedPages: SitemapSource = async () => pathEntries(FIXED_SITEMAP_PATHS);

const searchLandings: SitemapSource = async (db, site) => {
  const ctx = await loadSearchUrlContext(db, site.id, site.config);
  const { searchCategories } = site;
  return pathEntries(searchLandingPaths({ searchCategories, searchPath: site.config.search.path, ctx }));
};

/** The cars the site's search lists (the same index and rules), so every one has a page that answers 200. */
const listedCars: SitemapSource = async (db, site, now) => {
  const [cars, updatedAt] = await Promise.all([
    listListedCars(db, site.id, { now }),
    listVehicleUpdatedAt(db, site.id),
  ]);
  return vehicleEntries(cars.map((car) => ({ slug: car.slug, updatedAt: updatedAt.get(car.id) ?? null })));
};

/**
 * The site's published content pages at their canonical paths (decision 016), with when each last changed.
 */
const contentPages: SitemapSource = async (db, site) =>
  (await listPublishedPages(db, site.id)).map((page) => ({
    path: pagePath(page.slug),
    lastModified: page.updatedAt,
  }));

/** Every visible location's page (J) and every active model's page (B-41). */
const locationAndModelPages: SitemapSource = async (db, site) => {
  const [locationRows, modelSlugs] = await Promise.all([
    listVisibleLocations(db, site.id),
    listActiveModelSlugs(db, site.id),
  ]);
  return pathEntries([
    ...locationRows.map((location) => `/locations/${encodeURIComponent(location.slug)}`),
    ...modelSlugs.map((slug) => `/models/${encodeURIComponent(slug)}`),
  ]);
};

/** /brands when the site has brands, and each brand's page at its canonical path (B-28, L-10). */
const brandPages: SitemapSource = async (db, site) => {
  const slugs = await listBrandPageSlugs(db, site.id);
  return pathEntries(slugs.length > 0 ? ['/brands', ...slugs.map(brandPagePath)] : []);
};

/**
 * Where a site's sitemap URLs come from, in the order they are listed. A new kind of page (content pages,
 * locations, offers, brands, models) adds its source here; a path two sources name is listed once.
 */
const SITEMAP_SOURCES: readonly SitemapSource[] = [
  fixedPages,
  contentPages,
  locationAndModelPages,
  brandPages,
  searchLandings,
  listedCars,
];

/** Every URL of the site's sitemap, as paths (the route makes them absolute on the site's origin). */
export async function loadSitemapEntries(
  db: Database,
  site: SitemapSite,
  now: Date,
): Promise<SitemapEntry[]> {
  return mergeSitemapEntries(await Promise.all(SITEMAP_SOURCES.map((source) => source(db, site, now))));
}
