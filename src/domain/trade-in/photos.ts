import { isRefusedPhotoType } from '@/domain/media/photo-rules';

/**
 * A buyer's photos of their trade-in (decision 047): what may be uploaded, how it is stored, and
 * the list of ids a valuation lead carries.
 */
/** Where a site's photos are uploaded (POST) and served (GET …/{id}), on the site's own host. */
export const TRADE_IN_PHOTOS_PATH = '/api/trade-in/photos';

export const MAX_PHOTO_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Stored photos fit in this box (never enlarged), as JPEG of this quality. */
export const STORED_PHOTO_BOX_PX = 1_600;
export const STORED_PHOTO_QUALITY = 80;
export const MAX_PHOTOS_PER_LEAD = 6;

export const PHOTO_MESSAGES = {
  tooLarge: 'This photo is over 10 MB.',
  wrongType: 'Please choose a JPEG, PNG or WebP photo.',
  tooManyPixels: 'This photo is too large: at most 8,192 × 6,144 pixels.',
  tooManyPixelsProgressive:
    'This photo is too large to read: please send the original from your camera, or a copy of at most 4,096 × 3,072 pixels.',
  uploadFailed: 'The photo could not be uploaded. Please try again.',
  tooMany: `Please choose at most ${MAX_PHOTOS_PER_LEAD} photos.`,
  invalidIds: 'The photos could not be read. Please remove them and add them again.',
  notAvailable: 'A photo is no longer available. Please remove it and add it again.',
  stillUploading: 'Please wait until your photos have finished uploading.',
  tooManyUploads: 'Too many photos uploaded. Please try again later.',
  tooManyAtOnce:
    'Too many photos at once. Please wait until the others have uploaded, then add this one again.',
} as const;

/**
 * What the browser form puts in `photo_ids` while a photo is still on its way: the form's own check refuses it
 * with PHOTO_MESSAGES.stillUploading, so neither Next nor Submit goes on before the upload ends.
 */
export const PHOTO_UPLOADING_TOKEN = 'uploading';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isPhotoId(value: string): boolean {
  return UUID.test(value);
}

export type PhotoIdsResult = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * `photo_ids` as sent: a JSON array of ids or the form's comma-separated text. Ids are lower-cased and
 * deduplicated in order; anything but a UUID, or more than MAX_PHOTOS_PER_LEAD, is refused.
 */
export function parsePhotoIds(raw: unknown): PhotoIdsResult {
  if (raw === null || raw === undefined) return { ok: true, ids: [] };
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (parts === null) return { ok: false, message: PHOTO_MESSAGES.invalidIds };
  const ids: string[] = [];
  for (const part of parts) {
    const id = typeof part === 'string' ? part.trim().toLowerCase() : null;
    if (id === '') continue;
    if (id === PHOTO_UPLOADING_TOKEN) return { ok: false, message: PHOTO_MESSAGES.stillUploading };
    if (id === null || !isPhotoId(id)) return { ok: false, message: PHOTO_MESSAGES.invalidIds };
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > MAX_PHOTOS_PER_LEAD
    ? { ok: false, message: PHOTO_MESSAGES.tooMany }
    : { ok: true, ids };
}

/** The absolute address of a stored photo on its site, as the dealer's email links it. */
export function tradeInPhotoUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}${TRADE_IN_PHOTOS_PATH}/${id}`;
}

/**
 * The browser's check before a photo is sent (the server sniffs the bytes again): too large, or a type the
 * browser named and we do not take. An unnamed type is left to the server.
 */
export function checkPhotoFile(file: { size: number; type: string }): string | null {
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return PHOTO_MESSAGES.tooLarge;
  if (isRefusedPhotoType(file.type)) return PHOTO_MESSAGES.wrongType;
  return null;
}
