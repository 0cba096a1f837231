import { and, eq } from 'drizzle-orm';
import { redactLeadSecrets, type SiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { locations, manufacturers, sites } from '@/server/db/schema';
import { loadSiteConfig } from './site-config-loader';

/** What every page of a site needs about the site itself: identity, branding and effective config. */
export type SiteContext = {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  address: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  manufacturer: { name: string; slug: string } | null;
  searchCategories: string[];
  /** Derived, not configured: 'Book a Service' goes to /service when the site has service locations (B-19). */
  hasServiceLocations: boolean;
  config: SiteConfig;
};

export async function loadSiteContext(db: Database, siteId: number): Promise<SiteContext> {
  const [row] = await db
    .select({ site: sites, manufacturer: { name: manufacturers.name, slug: manufacturers.slug } })
    .from(sites)
    .leftJoin(manufacturers, eq(manufacturers.id, sites.manufacturerId))
    .where(eq(sites.id, siteId));
  if (!row) throw new Error(`Site ${siteId} does not exist`);
  const [service] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.siteId, siteId), eq(locations.locationType, 'service'), eq(locations.isVisible, true)),
    )
    .limit(1);
  const { site } = row;
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    logoUrl: site.logoUrl,
    address: site.address,
    facebookUrl: site.facebookUrl,
    instagramUrl: site.instagramUrl,
    manufacturer: row.manufacturer,
    searchCategories: site.searchCategories,
    hasServiceLocations: service !== undefined,
    // Pages never need the webhook secret, so the context they share cannot carry it.
    config: redactLeadSecrets(await loadSiteConfig(db, siteId)),
  };
}
