import type { Database } from '@/server/db/client';
import { seedBrowserTestSite } from './browser-test-site';

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
  await seedBrowserTestSite(db, {
    site: {
      slug: MAP_PROVIDER_SITE.slug,
      name: 'Map Provider Motors',
      configOverrides: {
        locations: { map: { tileUrl: MAP_PROVIDER_SITE.tileUrl, attribution: '© Test Tiles', zoom: 14 } },
      },
    },
    host: MAP_PROVIDER_SITE.host,
    dealership: { slug: 'map-dealer', name: 'Map Provider Motors' },
    location: {
      name: 'Harbour Yard',
      slug: MAP_PROVIDER_SITE.locationSlug,
      street: '1 Wharf Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      lat: -27.4698,
      long: 153.0251,
    },
  });
}
