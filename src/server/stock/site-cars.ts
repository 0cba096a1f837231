import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';

/** The columns a car's title is made of (`searchCardTitle`), with its id and slug: select them together. */
export const titledCarColumns = {
  id: vehicles.id,
  slug: vehicles.slug,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  badge: vehicles.badge,
  series: vehicles.series,
};

/**
 * Of these ids, the ones that are this site's cars (any status), in the order given: another site's id, or a
 * deleted car's, is dropped. What a buyer's lists may hold.
 */
export async function siteCarIds(db: Database, siteId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), inArray(vehicles.id, [...ids])));
  return ids.filter((id) => rows.some((row) => row.id === id));
}
