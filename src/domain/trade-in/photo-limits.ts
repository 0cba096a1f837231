import type { ImageHeader } from '@/domain/media/image-header';

/**
 * What a buyer's photo may declare before anything decodes it (decision 077, point 9): the upload is public,
 * so its header decides whether it is worth reading at all. A dealer's car photos keep the wider rule of
 * domain/media.
 */
export type PhotoBox = { long: number; short: number };

/** A 50-megapixel phone's 8,160 × 6,120, either way round; past it a buyer's photo is a decoding bill. */
export const TRADE_IN_PHOTO_BOX: PhotoBox = { long: 8_192, short: 6_144 };
export const TRADE_IN_PHOTO_MAX_PIXELS = TRADE_IN_PHOTO_BOX.long * TRADE_IN_PHOTO_BOX.short;

/**
 * A progressive JPEG or interlaced PNG is decoded whole before it can be shrunk (measured: 12,000² cost 2–4 s of
 * CPU and 0.5–0.7 GB): a 12-megapixel phone's 4,032 × 3,024 fits. Cameras write baseline JPEGs.
 */
export const TRADE_IN_PROGRESSIVE_PHOTO_BOX: PhotoBox = { long: 4_096, short: 3_072 };

export type TradeInPhotoRefusal = 'not-an-image' | 'too-large' | 'too-large-progressive';

const fits = ({ width, height }: ImageHeader, box: PhotoBox) =>
  Math.max(width, height) <= box.long && Math.min(width, height) <= box.short;

/** Null when the photo may be decoded; else why not, from its header alone (null header: not a JPEG, PNG or WebP). */
export function tradeInPhotoRefusal(header: ImageHeader | null): TradeInPhotoRefusal | null {
  if (!header) return 'not-an-image';
  if (!fits(header, TRADE_IN_PHOTO_BOX)) return 'too-large';
  if (header.isProgressive && !fits(header, TRADE_IN_PROGRESSIVE_PHOTO_BOX)) return 'too-large-progressive';
  return null;
}
