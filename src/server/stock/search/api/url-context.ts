import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import type { SearchUrlContext } from '@/domain/search/url-types';
import type { Database } from '@/server/db/client';
import { dealerships, vehicles } from '@/server/db/schema';
import { TtlCache } from '@/server/cache/ttl-cache';
import { EXTRA_SORTS } from '../search-settings';

// Every search request needs this; reading it from the database each time queued requests behind PGlite's
// single thread (HTTP p50 ~300 ms). Two seconds keeps new makes and dealerships visible within the 2 s the
// issue allows for stock changes. Keyed by site id (tenant isolation).
const contexts = new TtlCache<SearchUrlContext>(2_000, 1_000);

/**
 * What the search URL codec must know about one site: its routes and sorts (config) and the complete lists
 * of dealership slugs, makes and make:model values in its stock (not one facet page of 21).
 */
export function loadSearchUrlContext(
  db: Database,
  siteId: number,
  config: SiteConfig,
): Promise<SearchUrlContext> {
  return contexts.getOrLoad(`site:${siteId}`, () => readSearchUrlContext(db, siteId, config));
}

async function readSearchUrlContext(
  db: Database,
  siteId: number,
  config: SiteConfig,
): Promise<SearchUrlContext> {
  const [dealershipRows, modelRows] = await Promise.all([
    db
      .select({ slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.siteId, siteId))
      .orderBy(asc(dealerships.slug)),
    db
      .selectDistinct({ make: vehicles.make, model: vehicles.model })
      .from(vehicles)
      .where(eq(vehicles.siteId, siteId))
      .orderBy(sql`1`, sql`2`),
  ]);
  return {
    enabledRoutes: config.search.enabledRoutes,
    searchPath: config.search.path,
    dealershipSlugs: dealershipRows.map((row) => row.slug),
    makes: [...new Set(modelRows.map((row) => row.make))],
    models: modelRows.map((row) => `${row.make}:${row.model}`),
    // The site's own sorts first (the first is the default), then the year and km sorts every site has.
    sortKeys: [...config.search.sortOptions, ...EXTRA_SORTS].map((option) => option.key),
  };
}
