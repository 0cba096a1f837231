import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicleImages, vehicles } from '@/server/db/schema';
import { bumpStockVersion } from '@/server/stock/stock-version';
import { fetchAll, type Fetched, type PhotoImportOptions } from './fetch-photos';
import type { StoredImage } from './store-stock-photo';

/** One car's photos as its feed row lists them, in order. */
export type CarPhotos = { row: number; stocknum: string; urls: readonly string[] };

/** A photo that could not be used: the car's row, its URL (cut at 200 characters) and why. */
export type PhotoProblem = { row: number; field: 'photos'; value: string; reason: string };

export type PhotoReport = {
  /** Cars whose photo list changed (their gallery was rewritten). */
  carsChanged: number;
  /** Photos fetched and stored, and photos fetched whose picture was stored already (same content). */
  stored: number;
  reused: number;
  failed: PhotoProblem[];
};

const clip = (url: string) => (url.length > 200 ? `${url.slice(0, 200)}…` : url);

type CurrentImage = StoredImage & { vehicleId: number; sourceUrl: string | null };

async function currentImages(db: Database, siteId: number, vehicleIds: number[]) {
  const byCar = new Map<number, CurrentImage[]>();
  for (let start = 0; start < vehicleIds.length; start += 1_000) {
    const rows = await db
      .select({
        vehicleId: vehicleImages.vehicleId,
        url: vehicleImages.url,
        thumbUrl: vehicleImages.thumbUrl,
        width: vehicleImages.width,
        height: vehicleImages.height,
        sourceUrl: vehicleImages.sourceUrl,
      })
      .from(vehicleImages)
      .where(
        and(
          eq(vehicleImages.siteId, siteId),
          inArray(vehicleImages.vehicleId, vehicleIds.slice(start, start + 1_000)),
        ),
      )
      .orderBy(asc(vehicleImages.vehicleId), asc(vehicleImages.position));
    for (const row of rows) {
      const images = byCar.get(row.vehicleId) ?? [];
      images.push(row);
      byCar.set(row.vehicleId, images);
    }
  }
  return byCar;
}

const sameList = (a: readonly (string | null)[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

type ListedCar = CarPhotos & { vehicleId: number };
type GalleryImage = StoredImage & { sourceUrl: string };
type Gallery = { vehicleId: number; images: GalleryImage[] };

/**
 * The feed's cars whose photo list differs from their gallery's, and the stored pictures of those galleries by
 * the URL they came from (a URL a car had keeps its picture, unfetched).
 */
async function changedCars(db: Database, siteId: number, cars: readonly CarPhotos[]) {
  const ids = await db
    .select({ id: vehicles.id, stocknum: vehicles.stocknum })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId));
  const idOf = new Map(ids.map((car) => [car.stocknum, car.id]));
  const listed: ListedCar[] = cars.flatMap((car) => {
    const vehicleId = idOf.get(car.stocknum);
    return vehicleId === undefined ? [] : [{ ...car, vehicleId }];
  });
  const current = await currentImages(
    db,
    siteId,
    listed.map((car) => car.vehicleId),
  );
  const changed = listed.filter(
    (car) =>
      !sameList(
        (current.get(car.vehicleId) ?? []).map((image) => image.sourceUrl),
        car.urls,
      ),
  );
  const kept = new Map<string, StoredImage>();
  for (const car of changed)
    for (const image of current.get(car.vehicleId) ?? [])
      if (image.sourceUrl) kept.set(image.sourceUrl, image);
  return { changed, kept };
}

/** The car's new gallery in its feed's order; a photo that failed is reported in `report` and left out. */
function galleryOf(
  car: ListedCar,
  kept: ReadonlyMap<string, StoredImage>,
  fetched: ReadonlyMap<string, Fetched>,
  report: PhotoReport,
): Gallery {
  return {
    vehicleId: car.vehicleId,
    images: car.urls.flatMap((url) => {
      const before = kept.get(url);
      if (before) return [{ ...before, sourceUrl: url }];
      const result = fetched.get(url);
      if (!result?.ok) {
        if (result)
          report.failed.push({ row: car.row, field: 'photos', value: clip(url), reason: result.reason });
        return [];
      }
      return [
        {
          url: result.url,
          thumbUrl: result.thumbUrl,
          width: result.width,
          height: result.height,
          sourceUrl: url,
        },
      ];
    }),
  };
}

/** Rewrites the galleries in one transaction with a stock-version bump. */
async function writeGalleries(db: Database, siteId: number, galleries: readonly Gallery[]) {
  await db.transaction(async (tx) => {
    for (const gallery of galleries) {
      await tx
        .delete(vehicleImages)
        .where(and(eq(vehicleImages.siteId, siteId), eq(vehicleImages.vehicleId, gallery.vehicleId)));
      if (gallery.images.length > 0)
        await tx.insert(vehicleImages).values(
          gallery.images.map((image, position) => ({
            ...image,
            siteId,
            vehicleId: gallery.vehicleId,
            position,
          })),
        );
    }
    await bumpStockVersion(tx, siteId);
  });
}

/**
 * The photos of an imported feed (decision 059), after its stock is committed: a car whose feed lists the
 * photos it already has fetches nothing; otherwise each new URL is fetched once (a URL the car had keeps its
 * stored picture, unfetched), and the car's gallery is rewritten in one transaction with a stock-version
 * bump. A photo that cannot be fetched or read is reported and left out: it never fails the import.
 */
export async function importPhotos(
  db: Database,
  siteId: number,
  cars: readonly CarPhotos[],
  options: PhotoImportOptions,
): Promise<PhotoReport> {
  const report: PhotoReport = { carsChanged: 0, stored: 0, reused: 0, failed: [] };
  const { changed, kept } = await changedCars(db, siteId, cars);
  const toFetch = [...new Set(changed.flatMap((car) => car.urls))].filter((url) => !kept.has(url));
  const fetched = await fetchAll(siteId, toFetch, options, report);
  const galleries = changed.map((car) => galleryOf(car, kept, fetched, report));
  if (galleries.length === 0) return report;
  await writeGalleries(db, siteId, galleries);
  report.carsChanged = galleries.length;
  return report;
}
