import type { Database } from '../client';
import { dealerships, sites } from '../schema';

/** A bare fixture site and its one dealership ('main', named 'Main'), for tests that add their own yards. */
export async function insertSiteWithDealership(
  db: Database,
  site: { slug: string; name: string },
): Promise<{ siteId: number; dealershipId: number }> {
  const [row] = await db.insert(sites).values(site).returning({ id: sites.id });
  const siteId = row!.id;
  const [dealership] = await db
    .insert(dealerships)
    .values({ siteId, slug: 'main', name: 'Main' })
    .returning({ id: dealerships.id });
  return { siteId, dealershipId: dealership!.id };
}
