import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { processPhoto, type PhotoOutput, type PhotoRefusal } from '@/server/media/process-photo';
import {
  hasStockPhoto,
  readStockPhoto,
  STOCK_PHOTO_SIZES,
  stockPhotoFile,
  type StockPhotoSize,
  stockPhotoUrl,
  writeStockPhoto,
} from './stock-photo-files';

/** What a car's gallery row holds of a stored photo. */
export type StoredImage = { url: string; thumbUrl: string; width: number | null; height: number | null };

/**
 * A picture read and ready to store: its gallery row, and the files still to write (none when the site has it
 * already: `reused`). Nothing is on disk until saveStockPhoto, so a batch can be checked whole first.
 */
export type PreparedStockPhoto = StoredImage & {
  hash: string;
  reused: boolean;
  files: readonly { file: string; jpeg: Buffer }[];
};

export type PreparedOutcome = { ok: true; photo: PreparedStockPhoto } | { ok: false; refusal: PhotoRefusal };

/** 24 hex characters of the picture's SHA-256, as the bytes arrived: the name of its files (stock-photo-files.ts). */
export const stockPhotoHash = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 24);

const imageOf = (hash: string, width: number | null, height: number | null): StoredImage => ({
  url: stockPhotoUrl(hash, 'l'),
  thumbUrl: stockPhotoUrl(hash, 't'),
  width,
  height,
});

async function alreadyStored(root: string, siteId: number, hash: string): Promise<PreparedStockPhoto> {
  const large = await readStockPhoto(root, siteId, stockPhotoFile(hash, 'l'));
  const { width = null, height = null } = large ? await sharp(large).metadata() : {};
  return { ...imageOf(hash, width, height), hash, reused: true, files: [] };
}

/**
 * A car photo's bytes (fetched for a feed, or uploaded in the console) through the one photo pipeline
 * (processPhoto: the bytes decide, EXIF dropped), in every stored size; or the site's stored copy of the same
 * picture, unread again. A picture that is not a JPEG, PNG or WebP, or too large, is refused.
 */
export async function prepareStockPhoto(
  root: string,
  siteId: number,
  bytes: Buffer,
  hash = stockPhotoHash(bytes),
): Promise<PreparedOutcome> {
  if (await hasStockPhoto(root, siteId, hash))
    return { ok: true, photo: await alreadyStored(root, siteId, hash) };
  const sizes = Object.entries(STOCK_PHOTO_SIZES) as [StockPhotoSize, PhotoOutput][];
  const processed = await processPhoto(
    bytes,
    sizes.map(([, output]) => output),
  );
  if (!processed.ok) return processed;
  // The thumbnail first: a file set is whole once its large photo exists (hasStockPhoto checks both).
  const files = sizes
    .map(([size], index) => ({ file: stockPhotoFile(hash, size), jpeg: processed.photos[index]!.jpeg }))
    .reverse();
  const [large] = processed.photos;
  return { ok: true, photo: { ...imageOf(hash, large!.width, large!.height), hash, reused: false, files } };
}

/** Writes a prepared photo's files (each atomically), so its gallery row can point at them. */
export async function saveStockPhoto(root: string, siteId: number, photo: PreparedStockPhoto): Promise<void> {
  for (const { file, jpeg } of photo.files) await writeStockPhoto(root, siteId, file, jpeg);
}

/** A prepared photo's gallery row. */
export const storedImageOf = ({ url, thumbUrl, width, height }: StoredImage): StoredImage => ({
  url,
  thumbUrl,
  width,
  height,
});
