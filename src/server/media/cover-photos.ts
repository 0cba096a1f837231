import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicleImages } from '@/server/db/schema';

/** A car's cover photo: the full-size image, its thumbnail and the size stored with it (null when unknown). */
export type CoverPhoto = { url: string; thumbUrl: string; width: number | null; height: number | null };

/**
 * The cover photo of each of these cars of this site: its photo at the lowest position (a car's positions are
 * unique). A car without photos has no entry. Every page that shows a car's one photo reads it here.
 */
export async function findCoverPhotos(
  db: Database,
  siteId: number,
  vehicleIds: readonly number[],
): Promise<Map<number, CoverPhoto>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([vehicleImages.vehicleId], {
      vehicleId: vehicleImages.vehicleId,
      url: vehicleImages.url,
      thumbUrl: vehicleImages.thumbUrl,
      width: vehicleImages.width,
      height: vehicleImages.height,
    })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.siteId, siteId), inArray(vehicleImages.vehicleId, [...vehicleIds])))
    .orderBy(vehicleImages.vehicleId, asc(vehicleImages.position));
  return new Map(rows.map(({ vehicleId, ...photo }) => [vehicleId, photo]));
}

/** One car's cover photo, or null when it has none. */
export async function findCoverPhoto(
  db: Database,
  siteId: number,
  vehicleId: number,
): Promise<CoverPhoto | null> {
  const photos = await findCoverPhotos(db, siteId, [vehicleId]);
  return photos.get(vehicleId) ?? null;
}
