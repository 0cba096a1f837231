import { eq } from 'drizzle-orm';
import { resolveSiteConfig, type SiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { dealerGroups, dealerships, sites } from '@/server/db/schema';

type SiteRow = typeof sites.$inferSelect;
type GroupRow = typeof dealerGroups.$inferSelect;
export type SiteConfigSource = { site: SiteRow; group: GroupRow | null };
type DealershipLayer = { slug: string; configOverrides: Record<string, unknown> };

/** The effective config of a site, or of one of its dealerships when given (its layer goes on top). */
export function resolveForSite({ site, group }: SiteConfigSource, dealership?: DealershipLayer): SiteConfig {
  return resolveSiteConfig({
    siteSlug: site.slug,
    groupSlug: group?.slug ?? null,
    layers: {
      group: group?.configOverrides,
      site: site.configOverrides,
      dealership: dealership?.configOverrides,
      dealershipSlug: dealership?.slug,
    },
  });
}

/** The site row with its group: everything the config merge reads above the dealership layer. */
export async function loadSiteConfigSource(db: Database, siteId: number): Promise<SiteConfigSource> {
  const [row] = await db
    .select({ site: sites, group: dealerGroups })
    .from(sites)
    .leftJoin(dealerGroups, eq(dealerGroups.id, sites.groupId))
    .where(eq(sites.id, siteId));
  if (!row) throw new Error(`Site ${siteId} does not exist`);
  return row;
}

/** The effective config of one site (defaults ⊕ provider ⊕ group ⊕ site). */
export async function loadSiteConfig(db: Database, siteId: number): Promise<SiteConfig> {
  return resolveForSite(await loadSiteConfigSource(db, siteId));
}

/**
 * Resolves every site's config and every dealership layer on top of it. Called at start-up so a bad
 * override stops the server with the site and field path (SiteConfigError), instead of failing one page later.
 */
export async function validateAllSiteConfigs(db: Database): Promise<number> {
  const rows = await db
    .select({ site: sites, group: dealerGroups })
    .from(sites)
    .leftJoin(dealerGroups, eq(dealerGroups.id, sites.groupId));
  const dealershipRows = await db
    .select({
      siteId: dealerships.siteId,
      slug: dealerships.slug,
      configOverrides: dealerships.configOverrides,
    })
    .from(dealerships);
  for (const source of rows) {
    resolveForSite(source);
    for (const dealership of dealershipRows.filter((d) => d.siteId === source.site.id)) {
      resolveForSite(source, dealership);
    }
  }
  return rows.length;
}
