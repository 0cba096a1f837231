import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicleImages, vehicles } from '@/server/db/schema';
import type { PhotoRefusal } from '@/server/media/process-photo';
import { getBytes } from '@/server/outbound/get-bytes';
import type { Resolver } from '@/server/outbound/guarded-request';
import { bumpStockVersion } from '@/server/stock/stock-version';
import {
  prepareStockPhoto,
  saveStockPhoto,
  stockPhotoHash,
  storedImageOf,
  type StoredImage,
} from './store-stock-photo';

/** One car's photos as its feed row lists them, in order. */
export type CarPhotos = { row: number; stocknum: string; urls: readonly string[] };

export type PhotoImportOptions = {
  /** Where the site's photo files go (stockPhotosRoot()). */
  root: string;
  /** Photos fetched at once: a dealer's image host is one server, and sharp is busy with each. */
  concurrency?: number;
  /** Called after each photo is fetched or fails: progress output. */
  onPhoto?: (done: number, total: number) => void;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the fetch reach a local fake image server. */
  allowPrivateAddresses?: boolean;
};

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

const PHOTO_TIMEOUT_MS = 30_000;
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

type Fetched = ({ ok: true; reused: boolean } & StoredImage) | { ok: false; reason: string };

const clip = (url: string) => (url.length > 200 ? `${url.slice(0, 200)}…` : url);

const REFUSALS: Readonly<Record<PhotoRefusal, string>> = {
  'too-many-pixels': 'The photo is larger than 12,000 pixels a side',
  'not-an-image': 'The photo is not a JPEG, PNG or WebP image',
};

/** Stores a fetched picture in every size unless the site has it; what the car's gallery row needs, or why not. */
async function storePicture(siteId: number, hash: string, bytes: Buffer, root: string): Promise<Fetched> {
  const prepared = await prepareStockPhoto(root, siteId, bytes, hash);
  if (!prepared.ok) return { ok: false, reason: REFUSALS[prepared.refusal] };
  await saveStockPhoto(root, siteId, prepared.photo);
  return { ok: true, reused: prepared.photo.reused, ...storedImageOf(prepared.photo) };
}

/**
 * One photo URL, fetched through the guarded request. Its picture is stored unless it already is, on disk or by
 * another fetch of this import (`pictures`, by content hash: two URLs of one picture fetched at once store once).
 */
async function fetchPhoto(
  siteId: number,
  url: string,
  pictures: Map<string, Promise<Fetched>>,
  options: PhotoImportOptions,
): Promise<Fetched> {
  const answer = await getBytes(url, {
    timeoutMs: PHOTO_TIMEOUT_MS,
    maxResponseBytes: MAX_PHOTO_BYTES,
    accept: 'image/jpeg, image/png, image/webp',
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  if (!answer.ok) return { ok: false, reason: `The photo's address ${answer.message}` };
  const hash = stockPhotoHash(answer.body);
  const pending = pictures.get(hash);
  if (pending) return pending.then((stored) => (stored.ok ? { ...stored, reused: true } : stored));
  const stored = storePicture(siteId, hash, answer.body, options.root);
  pictures.set(hash, stored);
  return stored;
}

/** Runs `work` over the items, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

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

/**
 * The photos of an imported feed (issue 18), after its stock is committed: a car whose feed lists the photos it
 * already has fetches nothing; otherwise each new URL is fetched once (a URL the car had keeps its stored
 * picture, unfetched), and the car's gallery is rewritten in one transaction with a stock-version bump. A photo
 * that cannot be fetched or read is reported and left out: it never fails the import.
 */
export async function importPhotos(
  db: Database,
  siteId: number,
  cars: readonly CarPhotos[],
  options: PhotoImportOptions,
): Promise<PhotoReport> {
  const report: PhotoReport = { carsChanged: 0, stored: 0, reused: 0, failed: [] };
  const ids = await db
    .select({ id: vehicles.id, stocknum: vehicles.stocknum })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId));
  const idOf = new Map(ids.map((car) => [car.stocknum, car.id]));
  const listed = cars.flatMap((car) => {
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
  const toFetch = [...new Set(changed.flatMap((car) => car.urls))].filter((url) => !kept.has(url));
  const fetched = new Map<string, Fetched>();
  const pictures = new Map<string, Promise<Fetched>>();
  await eachLimited(toFetch, options.concurrency ?? 4, async (url) => {
    const result = await fetchPhoto(siteId, url, pictures, options);
    fetched.set(url, result);
    if (result.ok && result.reused) report.reused += 1;
    else if (result.ok) report.stored += 1;
    options.onPhoto?.(fetched.size, toFetch.length);
  });
  const galleries = changed.map((car) => ({
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
  }));
  if (galleries.length === 0) return report;
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
  report.carsChanged = galleries.length;
  return report;
}
