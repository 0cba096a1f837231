import { z } from 'zod';
import { isRefusedPhotoType } from '@/domain/media/photo-rules';
import { DB_INTEGER_MAX } from '@/domain/validation/db-limits';

/**
 * A car's photos in the dealer console (decision 063): staff add photos from their computer or phone, remove
 * one, or make one the cover. The caps are a buyer's trade-in photo's (decision 047): 10 MB a file, a handful
 * at once.
 */
export const MAX_STOCK_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 6;
/** As many as a feed row may list (vehicle-row.ts): a gallery past this is not browsed by buyers anyway. */
export const MAX_GALLERY_PHOTOS = 100;
/** The files and the form's few fields, with room for the multipart framing. */
export const MAX_PHOTO_UPLOAD_BODY_BYTES = MAX_PHOTOS_PER_UPLOAD * MAX_STOCK_PHOTO_BYTES + 64 * 1024;

export const STOCK_PHOTO_UPLOAD_PATH = '/api/console/stock/photos';
export const PHOTO_REMOVE_PATH = '/api/console/stock/photos/remove';
export const PHOTO_COVER_PATH = '/api/console/stock/photos/cover';

/** A file's name as a message shows it: no control characters, not a paragraph long. */
export function shownFileName(name: string): string {
  const clean = Array.from(name, (char) => (/\p{Cc}/u.test(char) ? ' ' : char))
    .join('')
    .trim();
  if (clean === '') return 'A file';
  return clean.length > 80 ? `${clean.slice(0, 80)}…` : clean;
}

export const STOCK_PHOTO_MESSAGES = {
  none: 'Choose one or more photos to add.',
  tooMany: `Choose at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time.`,
  bodyTooLarge: `Those photos are over ${MAX_PHOTOS_PER_UPLOAD * 10} MB together. Add fewer at a time.`,
  tooLarge: (name: string) => `${shownFileName(name)} is over 10 MB.`,
  wrongType: (name: string) => `${shownFileName(name)} is not a JPEG, PNG or WebP photo.`,
  tooManyPixels: (name: string) => `${shownFileName(name)} is too large: at most 12,000 pixels a side.`,
  galleryFull: `A car shows at most ${MAX_GALLERY_PHOTOS} photos. Remove some first.`,
  noCar: 'No such car on this site',
  noPhoto: 'No such photo of this car',
} as const;

type ChosenFile = { name: string; size: number; type: string };

/**
 * The browser's check before photos are sent (the server reads the bytes again): how many, how large, and a
 * type the browser named that we do not take. The first problem, or null.
 */
export function checkStockPhotoFiles(files: readonly ChosenFile[]): string | null {
  if (files.length === 0) return STOCK_PHOTO_MESSAGES.none;
  if (files.length > MAX_PHOTOS_PER_UPLOAD) return STOCK_PHOTO_MESSAGES.tooMany;
  for (const file of files) {
    if (file.size > MAX_STOCK_PHOTO_BYTES) return STOCK_PHOTO_MESSAGES.tooLarge(file.name);
    if (isRefusedPhotoType(file.type)) return STOCK_PHOTO_MESSAGES.wrongType(file.name);
  }
  return null;
}

/** The upload form's one text field (its files are read apart): the car, as the form sends it. */
export const photoUploadFieldsSchema = z.object({
  vehicleId: z
    .string('Unknown car')
    .regex(/^[1-9]\d{0,9}$/, 'Unknown car')
    .transform(Number)
    .refine((id) => id <= DB_INTEGER_MAX, 'Unknown car'),
});

const rowId = (message: string) =>
  z.number(message).int(message).positive(message).max(DB_INTEGER_MAX, message);

/** Remove a photo, or make it the cover: the car and one of its photos. */
export const galleryPhotoSchema = z.strictObject({
  vehicleId: rowId('Unknown car'),
  imageId: rowId('Unknown photo'),
});
export type GalleryPhoto = z.output<typeof galleryPhotoSchema>;

/** What the console's audit trail calls a gallery change (stock_changes.field). */
export const PHOTO_AUDIT_LABELS = { photos: 'Photos', cover: 'Cover photo' } as const;
export type PhotoAuditField = keyof typeof PHOTO_AUDIT_LABELS;

/** The upload's answer as the form says it. */
export function photosAddedText(added: number, alreadyThere: number): string {
  const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);
  if (added === 0)
    return alreadyThere === 1 ? 'That photo is already shown.' : 'Those photos are already shown.';
  const also = alreadyThere === 0 ? '' : ` (${photos(alreadyThere)} already shown)`;
  return `${photos(added)} added${also}. The car's page shows ${added === 1 ? 'it' : 'them'} within seconds.`;
}
