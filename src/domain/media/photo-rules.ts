/**
 * What the platform takes as a photo, whoever sends it (a buyer's trade-in photo, decision 047; a dealer's car
 * photo from a feed or the console, decision 063): the bytes decide, never the name or the Content-Type.
 */
/** Wider or taller is not a phone or camera photo; sharp refuses to decode past MAX_PHOTO_PIXELS anyway. */
export const MAX_PHOTO_SIDE_PX = 12_000;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_SIDE_PX * MAX_PHOTO_SIDE_PX;

/** A file input's `accept`: HEIC is not decoded by sharp's prebuilt libvips, so it is not offered. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** sharp's metadata().format of the images we take. */
const ALLOWED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

export function isAllowedPhotoFormat(format: string | undefined): boolean {
  return format !== undefined && ALLOWED_FORMATS.has(format);
}

export function isPhotoSizeAllowed(width: number, height: number): boolean {
  return width > 0 && height > 0 && width <= MAX_PHOTO_SIDE_PX && height <= MAX_PHOTO_SIDE_PX;
}

/** Whether the browser named a type we do not take (an unnamed type is left to the server's reading). */
export function isRefusedPhotoType(type: string): boolean {
  return type !== '' && !PHOTO_ACCEPT.split(',').includes(type);
}
