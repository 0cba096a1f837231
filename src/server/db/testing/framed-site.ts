import type { Database } from '@/server/db/client';
import { seedBrowserTestSite } from './browser-test-site';

/**
 * A browser-test site that lets one other origin frame its pages (`security.frameAncestors`, decision 033):
 * the dealer group portal of the framing test. Every demo site keeps the default, framed by no one.
 */
export const FRAMED_SITE = { slug: 'framed-dealer', portalHost: 'portal.localhost' } as const;

/** `portalOrigin`: the portal's origin as the browser tests reach it (their port is chosen per run). */
export async function seedFramedSite(db: Database, portalOrigin: string): Promise<void> {
  await seedBrowserTestSite(db, {
    site: {
      slug: FRAMED_SITE.slug,
      name: 'Framed Dealer Motors',
      configOverrides: { security: { frameAncestors: [portalOrigin] } },
    },
    dealership: { slug: 'framed-dealer', name: 'Framed Dealer Motors' },
    location: {
      name: 'Portal Yard',
      slug: 'portal-yard',
      street: '2 Wharf Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      email: 'sales@framed-dealer.example',
    },
  });
}
