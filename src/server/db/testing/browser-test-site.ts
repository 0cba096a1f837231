import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';

type BrowserTestSite = {
  site: Pick<typeof s.sites.$inferInsert, 'slug' | 'name' | 'configOverrides'>;
  /** The site's primary host, when the tests reach it by one of its own. */
  host?: string;
  dealership: { slug: string; name: string };
  /** The dealership's one location: a primary sales yard. */
  location: Omit<typeof s.locations.$inferInsert, 'siteId' | 'dealershipId' | 'locationType' | 'isPrimary'>;
};

/**
 * A site one browser test needs on top of the demo data: the site, its dealership and a primary sales yard,
 * written once (nothing happens when a site of that slug exists).
 */
export async function seedBrowserTestSite(db: Database, seed: BrowserTestSite): Promise<void> {
  const existing = await db.select({ id: s.sites.id }).from(s.sites).where(eq(s.sites.slug, seed.site.slug));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const [site] = await tx.insert(s.sites).values(seed.site).returning({ id: s.sites.id });
    const siteId = site!.id;
    if (seed.host) await tx.insert(s.siteDomains).values({ siteId, host: seed.host, isPrimary: true });
    const [dealership] = await tx
      .insert(s.dealerships)
      .values({ siteId, ...seed.dealership })
      .returning({ id: s.dealerships.id });
    await tx.insert(s.locations).values({
      siteId,
      dealershipId: dealership!.id,
      locationType: 'sales',
      isPrimary: true,
      ...seed.location,
    });
  });
}
