import type { Database } from '@/server/db/client';
import { dealerships, locations, sites } from '@/server/db/schema';

/**
 * A site as a dealer's first import finds it (issue 18 tests): the site ('{slug} Motors'), its dealership and
 * one sales yard ('Yard', slug 'yard', with any of `yard`'s columns).
 */
export async function createYardSite(
  db: Database,
  slug: string,
  yard: Partial<typeof locations.$inferInsert> = {},
): Promise<{ id: number; name: string; yardId: number }> {
  const [site] = await db
    .insert(sites)
    .values({ slug, name: `${slug} Motors` })
    .returning();
  const [dealer] = await db
    .insert(dealerships)
    .values({ siteId: site!.id, slug: 'main', name: 'Main' })
    .returning({ id: dealerships.id });
  const [location] = await db
    .insert(locations)
    .values({ siteId: site!.id, dealershipId: dealer!.id, name: 'Yard', slug: 'yard', ...yard })
    .returning({ id: locations.id });
  return { id: site!.id, name: site!.name, yardId: location!.id };
}
