import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';

/**
 * A browser-test site with a map provider (J-11): its tiles are on `.invalid`, a name that never resolves
 * (RFC 2606), so nothing leaves the machine; the test answers the tile requests itself.
 */
export const MAP_PROVIDER_SITE = {
  slug: 'map-provider',
  host: 'map-provider.test',
  locationSlug: 'harbour-yard',
  tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
} as const;

export async function seedMapProviderSite(db: Database): Promise<void> {
  const existing = await db
    .select({ id: s.sites.id })
    .from(s.sites)
    .where(eq(s.sites.slug, MAP_PROVIDER_SITE.slug));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const [site] = await tx
      .insert(s.sites)
      .values({
        slug: MAP_PROVIDER_SITE.slug,
        name: 'Map Provider Motors',
        configOverrides: {
          locations: { map: { tileUrl: MAP_PROVIDER_SITE.tileUrl, attribution: '© Test Tiles', zoom: 14 } },
        },
      })
      .returning({ id: s.sites.id });
    const siteId = site!.id;
    await tx.insert(s.siteDomains).values({ siteId, host: MAP_PROVIDER_SITE.host, isPrimary: true });
    const [dealership] = await tx
      .insert(s.dealerships)
      .values({ siteId, slug: 'map-dealer', name: 'Map Provider Motors' })
      .returning({ id: s.dealerships.id });
    await tx.insert(s.locations).values({
      siteId,
      dealershipId: dealership!.id,
      name: 'Harbour Yard',
      slug: MAP_PROVIDER_SITE.locationSlug,
      locationType: 'sales',
      isPrimary: true,
      street: '1 Wharf Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      lat: -27.4698,
      long: 153.0251,
    });
  });
}
