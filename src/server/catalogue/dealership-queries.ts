import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DealershipOption } from '@/domain/catalogue/offers-list';
import type { Database } from '@/server/db/client';
import { dealerships } from '@/server/db/schema';

/** One site's dealerships by name: the offers list's filter, and where `?dealership={slug}` is resolved. */
export async function listSiteDealerships(db: Database, siteId: number): Promise<DealershipOption[]> {
  return db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
}
