import { eq } from 'drizzle-orm';
import { siteLookupForHost } from '@/domain/tenancy/host';
import type { Database } from '@/server/db/client';
import { siteDomains, sites } from '@/server/db/schema';

/** host → site id: a one-label subdomain of the root domain by slug, otherwise an exact custom domain. */
export async function findSiteIdByHost(
  db: Database,
  host: string,
  rootDomain: string,
): Promise<number | null> {
  const lookup = siteLookupForHost(host, rootDomain);
  if (!lookup) return null;
  if (lookup.kind === 'subdomain') {
    const [site] = await db
      .select({ id: sites.id, isActive: sites.isActive })
      .from(sites)
      .where(eq(sites.slug, lookup.slug));
    return site?.isActive ? site.id : null;
  }
  const [match] = await db
    .select({ id: sites.id, isActive: sites.isActive })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.host, lookup.host));
  return match?.isActive ? match.id : null;
}
