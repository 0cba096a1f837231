import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';

/** A browser-test site with sign-in gating on (I-17): trade-in, finance, checkout and my garage need a sign-in. */
export const GATED_SITE = { slug: 'gated-dealer', name: 'Gated Motors' } as const;

export async function seedGatedSite(db: Database): Promise<void> {
  const existing = await db.select({ id: s.sites.id }).from(s.sites).where(eq(s.sites.slug, GATED_SITE.slug));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const [site] = await tx
      .insert(s.sites)
      .values({
        slug: GATED_SITE.slug,
        name: GATED_SITE.name,
        configOverrides: { gating: { enabled: true } },
      })
      .returning({ id: s.sites.id });
    const siteId = site!.id;
    const [dealership] = await tx
      .insert(s.dealerships)
      .values({ siteId, slug: 'gated-dealer', name: GATED_SITE.name })
      .returning({ id: s.dealerships.id });
    await tx.insert(s.locations).values({
      siteId,
      dealershipId: dealership!.id,
      name: 'Gate Yard',
      slug: 'gate-yard',
      locationType: 'sales',
      isPrimary: true,
      street: '2 Gate Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      lat: -27.4698,
      long: 153.0251,
    });
  });
}
