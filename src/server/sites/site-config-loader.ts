import { eq } from 'drizzle-orm';
import { resolveSiteConfig, type SiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { dealerGroups, dealerships, sites } from '@/server/db/schema';

type SiteRow = typeof sites.$inferSelect;
type GroupRow = typeof dealerGroups.$inferSelect;

function resolveForSite(site: SiteRow, group: GroupRow | null): SiteConfig {
  return resolveSiteConfig({
    siteSlug: site.slug,
    groupSlug: group?.slug ?? null,
    layers: { group: group?.configOverrides, site: site.configOverrides },
  });
}

/** The effective config of one site (defaults ⊕ provider ⊕ group ⊕ site). */
export async function loadSiteConfig(db: Database, siteId: number): Promise<SiteConfig> {
  const [row] = await db
    .select({ site: sites, group: dealerGroups })
    .from(sites)
    .leftJoin(dealerGroups, eq(dealerGroups.id, sites.groupId))
    .where(eq(sites.id, siteId));
  if (!row) throw new Error(`Site ${siteId} does not exist`);
  return resolveForSite(row.site, row.group);
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
    .select({ siteId: dealerships.siteId, slug: dealerships.slug, overrides: dealerships.configOverrides })
    .from(dealerships);
  for (const { site, group } of rows) {
    resolveForSite(site, group);
    for (const dealership of dealershipRows.filter((d) => d.siteId === site.id)) {
      resolveSiteConfig({
        siteSlug: site.slug,
        groupSlug: group?.slug ?? null,
        layers: {
          group: group?.configOverrides,
          site: site.configOverrides,
          dealership: dealership.overrides,
          dealershipSlug: dealership.slug,
        },
      });
    }
  }
  return rows.length;
}
