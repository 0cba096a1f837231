import 'server-only';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '@/env';
import { writeFileAtomically } from '@/server/media/write-file-atomically';

/**
 * Imported car photos (decision 059): `{DATA_DIR}/stock-photos/{siteId}/{hash}-{size}.jpg`, named by the
 * SHA-256 of the photo as fetched, so the same picture (on two cars, or fetched again) is stored once a site.
 * Served at `/stock-photos/{hash}-{size}.jpg` on the site's own host, for ever (the name changes with the
 * content).
 */
export const STOCK_PHOTOS_PATH = '/stock-photos';

/** The stored sizes: the gallery's photo and the cards' and thumbnails' (as the demo stock's 400 px thumbs). */
export const STOCK_PHOTO_SIZES = {
  l: { box: 1_600, quality: 80 },
  t: { box: 400, quality: 75 },
} as const;
export type StockPhotoSize = keyof typeof STOCK_PHOTO_SIZES;

/** A stored file's name: 24 hex characters of the hash (96 bits: no collision among a site's photos) and a size. */
export const STOCK_PHOTO_FILE = /^([0-9a-f]{24})-(l|t)\.jpg$/;

let replacementRoot: string | null = null;

/** TESTS ONLY: where stockPhotosRoot() points instead (null: back to DATA_DIR's), as useStaffInvitationMailer. */
export function useStockPhotosRoot(root: string | null): void {
  replacementRoot = root;
}

export function stockPhotosRoot(dataDir: string = env.DATA_DIR): string {
  return replacementRoot ?? join(dataDir, 'stock-photos');
}

export const stockPhotoFile = (hash: string, size: StockPhotoSize) => `${hash}-${size}.jpg`;
export const stockPhotoUrl = (hash: string, size: StockPhotoSize) =>
  `${STOCK_PHOTOS_PATH}/${stockPhotoFile(hash, size)}`;

/** Only called with a site id we resolved and a name matching STOCK_PHOTO_FILE: no path from a client. */
const filePath = (root: string, siteId: number, file: string) => join(root, String(siteId), file);

export async function hasStockPhoto(root: string, siteId: number, hash: string): Promise<boolean> {
  const found = await Promise.all(
    (Object.keys(STOCK_PHOTO_SIZES) as StockPhotoSize[]).map((size) =>
      access(filePath(root, siteId, stockPhotoFile(hash, size))).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

export async function writeStockPhoto(
  root: string,
  siteId: number,
  file: string,
  jpeg: Buffer,
): Promise<void> {
  await writeFileAtomically(filePath(root, siteId, file), jpeg);
}

/** A stored photo, or null when the name is not one of ours or the file is not there. */
export async function readStockPhoto(root: string, siteId: number, file: string): Promise<Buffer | null> {
  if (!STOCK_PHOTO_FILE.test(file)) return null;
  try {
    return await readFile(filePath(root, siteId, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
