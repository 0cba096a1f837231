import type { Database } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import { insertSiteWithDealership } from './site-with-dealership';

/**
 * A site as a dealer's first import finds it (issue 18 tests): the site ('{slug} Motors'), its dealership and
 * one sales yard ('Yard', slug 'yard', with any of `yard`'s columns).
 */
export async function createYardSite(
  db: Database,
  slug: string,
  yard: Partial<typeof locations.$inferInsert> = {},
): Promise<{ id: number; name: string; yardId: number }> {
  const name = `${slug} Motors`;
  const { siteId, dealershipId } = await insertSiteWithDealership(db, { slug, name });
  const [location] = await db
    .insert(locations)
    .values({ siteId, dealershipId, name: 'Yard', slug: 'yard', ...yard })
    .returning({ id: locations.id });
  return { id: siteId, name, yardId: location!.id };
}
