import type { Database } from '@/server/db/client';
import { seedBrowserTestSite } from './browser-test-site';

/** A browser-test site with sign-in gating on (I-17): trade-in, finance, checkout and my garage need a sign-in. */
export const GATED_SITE = { slug: 'gated-dealer', name: 'Gated Motors' } as const;

export async function seedGatedSite(db: Database): Promise<void> {
  await seedBrowserTestSite(db, {
    site: { slug: GATED_SITE.slug, name: GATED_SITE.name, configOverrides: { gating: { enabled: true } } },
    dealership: { slug: 'gated-dealer', name: GATED_SITE.name },
    location: {
      name: 'Gate Yard',
      slug: 'gate-yard',
      street: '2 Gate Street',
      city: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      lat: -27.4698,
      long: 153.0251,
    },
  });
}
