import 'server-only';
import sharp, { type Metadata } from 'sharp';
import {
  isAllowedPhotoFormat,
  isPhotoSizeAllowed,
  MAX_PHOTO_PIXELS,
  STORED_PHOTO_BOX_PX,
  STORED_PHOTO_QUALITY,
} from '@/domain/trade-in/photos';

export type ProcessedPhoto = { jpeg: Buffer; width: number; height: number };

export type PhotoRefusal = 'not-an-image' | 'too-many-pixels';

/**
 * The bytes decide what a photo is: sharp reads its header (a text file named .jpg, or a GIF, is refused),
 * then the picture is turned upright by its EXIF orientation, fitted into the stored box and re-encoded as a
 * JPEG. sharp writes no metadata unless asked, so EXIF (GPS position, camera, time) never reaches the file.
 */
export async function processPhoto(
  bytes: Buffer,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
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
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({
        width: STORED_PHOTO_BOX_PX,
        height: STORED_PHOTO_BOX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: STORED_PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { jpeg: data, width: info.width, height: info.height } };
  } catch {
    // A header that reads but a body that does not decode (a truncated or forged file).
    return { ok: false, refusal: 'not-an-image' };
  }
}
