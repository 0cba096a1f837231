import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { isAllowedPhotoFormat, isPhotoSizeAllowed, MAX_PHOTO_PIXELS } from '@/domain/media/photo-rules';

/** One stored version of a photo: fitted inside a box of this many pixels a side, as JPEG of this quality. */
export type PhotoOutput = { box: number; quality: number };

export type ProcessedPhoto = { jpeg: Buffer; width: number; height: number };

export type PhotoRefusal = 'not-an-image' | 'too-many-pixels';

export type PhotoOutcome = { ok: true; photos: ProcessedPhoto[] } | { ok: false; refusal: PhotoRefusal };

/**
 * The bytes decide what a photo is (a buyer's trade-in photo, decision 047; a dealer feed's car photo,
 * decision 059): sharp reads its header (a text file named .jpg, or a GIF, is refused), then the picture is
 * turned upright by its EXIF orientation, fitted into each output's box (never enlarged) and re-encoded as a
 * JPEG. sharp writes no metadata unless asked, so EXIF (GPS position, camera, time) never reaches the files.
 */
export async function processPhoto(
  bytes: Buffer,
  outputs: readonly PhotoOutput[],
  /** libvips refuses to decode past it: a caller with a tighter rule (a public upload) passes its own. */
  maxPixels: number = MAX_PHOTO_PIXELS,
): Promise<PhotoOutcome> {
  // sharp's default, said here: a baseline picture streams through the shrink in rows (a progressive or
  // interlaced one is decoded whole first, which is why a public upload bounds its size from the header).
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    return { ok: false, refusal: 'not-an-image' };
  }
  if (!isAllowedPhotoFormat(metadata.format)) return { ok: false, refusal: 'not-an-image' };
  if (!isPhotoSizeAllowed(metadata.width ?? 0, metadata.height ?? 0))
    return { ok: false, refusal: 'too-many-pixels' };
  try {
    const photos = [];
    for (const output of outputs) {
      const { data, info } = await sharp(bytes, options)
        .rotate()
        .resize({ width: output.box, height: output.box, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: output.quality })
        .toBuffer({ resolveWithObject: true });
      photos.push({ jpeg: data, width: info.width, height: info.height });
    }
    return { ok: true, photos };
  } catch {
    // A header that reads but a body that does not decode (a truncated or forged file).
    return { ok: false, refusal: 'not-an-image' };
  }
}
