import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';

/** When each car of this site last changed, by id (the sitemap's lastmod). */
export async function listVehicleUpdatedAt(db: Database, siteId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ id: vehicles.id, updatedAt: vehicles.updatedAt })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId));
  return new Map(rows.map((row) => [row.id, row.updatedAt]));
}
