import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import type { SearchUrlContext } from '@/domain/search/url-types';
import type { Database } from '@/server/db/client';
import { dealerships, vehicles } from '@/server/db/schema';

/**
 * What the search URL codec must know about one site: its routes and sorts (config) and the complete lists
 * of dealership slugs, makes and make:model values in its stock (not one facet page of 21).
 */
export async function loadSearchUrlContext(
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
    sortKeys: config.search.sortOptions.map((option) => option.key),
  };
}
