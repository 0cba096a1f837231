import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';

/**
 * A browser-test site that lets one other origin frame its pages (`security.frameAncestors`, decision 033):
 * the dealer group portal of the framing test. Every demo site keeps the default, framed by no one.
 */
export const FRAMED_SITE = { slug: 'framed-dealer', portalHost: 'portal.localhost' } as const;

/** `portalOrigin`: the portal's origin as the browser tests reach it (their port is chosen per run). */
export async function seedFramedSite(db: Database, portalOrigin: string): Promise<void> {
  const existing = await db
    .select({ id: s.sites.id })
    .from(s.sites)
    .where(eq(s.sites.slug, FRAMED_SITE.slug));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const [site] = await tx
      .insert(s.sites)
      .values({
        slug: FRAMED_SITE.slug,
        name: 'Framed Dealer Motors',
        configOverrides: { security: { frameAncestors: [portalOrigin] } },
      })
      .returning({ id: s.sites.id });
    const siteId = site!.id;
    const [dealership] = await tx
      .insert(s.dealerships)
      .values({ siteId, slug: 'framed-dealer', name: 'Framed Dealer Motors' })
      .returning({ id: s.dealerships.id });
    await tx.insert(s.locations).values({
      siteId,
      dealershipId: dealership!.id,
      name: 'Portal Yard',
      slug: 'portal-yard',
      locationType: 'sales',
      isPrimary: true,
      street: '2 Wharf Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      email: 'sales@framed-dealer.example',
    });
  });
}
