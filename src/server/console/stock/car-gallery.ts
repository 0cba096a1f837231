import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { PhotoAuditField } from '@/domain/console/stock-photos';
import type { Database } from '@/server/db/client';
import { stockChanges, vehicleImages, vehicles } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { bumpStockVersion } from '@/server/stock/stock-version';

/** One photo of a car's gallery, in its order; `id` is absent for a photo being added. */
export type GalleryImage = {
  id?: number;
  url: string;
  thumbUrl: string;
  width: number | null;
  height: number | null;
  sourceUrl: string | null;
};

/** What a change makes of the gallery: a new list and its audit row, nothing, or a refusal. */
export type GalleryEdit =
  | { kind: 'write'; images: GalleryImage[]; field: PhotoAuditField; oldValue: string; newValue: string }
  | { kind: 'same' }
  | { kind: 'refuse'; status: 404 | 422; error: string };

/** `before` and `photos`: how many photos the car had, and has. */
export type GalleryOutcome =
  | { ok: true; changed: boolean; before: number; photos: number }
  | { ok: false; status: 404 | 422; error: string };

export type GalleryTarget = { siteId: number; vehicleId: number; staffId: number; now: Date };

const GALLERY_COLUMNS = {
  id: vehicleImages.id,
  url: vehicleImages.url,
  thumbUrl: vehicleImages.thumbUrl,
  width: vehicleImages.width,
  height: vehicleImages.height,
  sourceUrl: vehicleImages.sourceUrl,
};

const galleryWhere = (siteId: number, vehicleId: number) =>
  and(eq(vehicleImages.siteId, siteId), eq(vehicleImages.vehicleId, vehicleId));

/** A car's photos in gallery order (the public page's order). */
export async function loadGallery(db: Database | Tx, siteId: number, vehicleId: number) {
  return db
    .select(GALLERY_COLUMNS)
    .from(vehicleImages)
    .where(galleryWhere(siteId, vehicleId))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.id));
}

/** A car's photos for its console page: each one's id (for its buttons) and thumbnail, cover first. */
export async function loadCarPhotos(db: Database, siteId: number, vehicleId: number) {
  const images = await loadGallery(db, siteId, vehicleId);
  return images.map(({ id, thumbUrl }) => ({ id, thumbUrl }));
}

/** The list written back in order from 0; a photo that stays keeps its id, so the page's buttons still name it. */
async function writeGallery(tx: Tx, siteId: number, vehicleId: number, images: readonly GalleryImage[]) {
  await tx.delete(vehicleImages).where(galleryWhere(siteId, vehicleId));
  if (images.length > 0)
    await tx
      .insert(vehicleImages)
      .values(images.map((image, position) => ({ ...image, siteId, vehicleId, position })));
}

/**
 * A change to one car's gallery (decision 063): the car is locked, so two staff changing its photos take
 * turns; the new list, its audit row and the stock-version bump commit together, so the public page never
 * shows the photos without their audit. 404 for a car that is not this site's.
 */
export async function editGallery(
  db: Database,
  target: GalleryTarget,
  edit: (images: readonly GalleryImage[]) => GalleryEdit,
): Promise<GalleryOutcome> {
  const { siteId, vehicleId } = target;
  return db.transaction(async (tx) => {
    const [car] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)))
      .for('update');
    if (!car) return { ok: false, status: 404, error: 'No such car on this site' };
    const current = await loadGallery(tx, siteId, vehicleId);
    const change = edit(current);
    if (change.kind === 'refuse') return { ok: false, status: change.status, error: change.error };
    if (change.kind === 'same')
      return { ok: true, changed: false, before: current.length, photos: current.length };
    await writeGallery(tx, siteId, vehicleId, change.images);
    // The console's stock list puts the most recently changed cars first.
    await tx
      .update(vehicles)
      .set({ updatedAt: target.now })
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
    await tx.insert(stockChanges).values({
      siteId,
      vehicleId,
      staffId: target.staffId,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
      createdAt: target.now,
    });
    await bumpStockVersion(tx, siteId);
    return { ok: true, changed: true, before: current.length, photos: change.images.length };
  });
}

/** Whether the site has this car: checked before an upload's photos are read, which is the slow part. */
export async function hasCar(db: Database, siteId: number, vehicleId: number): Promise<boolean> {
  const [car] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  return car !== undefined;
}
