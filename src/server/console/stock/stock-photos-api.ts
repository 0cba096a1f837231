import 'server-only';
import {
  MAX_GALLERY_PHOTOS,
  MAX_PHOTO_UPLOAD_BODY_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  MAX_STOCK_PHOTO_BYTES,
  photoUploadFieldsSchema,
  STOCK_PHOTO_MESSAGES,
  STOCK_PHOTO_UPLOAD_PATH,
} from '@/domain/console/stock-photos';
import type { PhotoRefusal } from '@/server/media/process-photo';
import { stockPhotosRoot } from '@/server/stock-import/photos/stock-photo-files';
import {
  prepareStockPhoto,
  saveStockPhoto,
  storedImageOf,
  type PreparedStockPhoto,
} from '@/server/stock-import/photos/store-stock-photo';
import { consoleJson, parseConsoleInput, type ConsoleContext, type ConsoleEndpoint } from '../console-route';
import { editGallery, hasCar, type GalleryEdit, type GalleryImage } from './car-gallery';

const REFUSED: Readonly<Record<PhotoRefusal, (name: string) => string>> = {
  'not-an-image': STOCK_PHOTO_MESSAGES.wrongType,
  'too-many-pixels': STOCK_PHOTO_MESSAGES.tooManyPixels,
};

type PhotoForm = { ok: true; vehicleId: number; files: File[] } | { ok: false; response: Response };

/** The form's car and files: how many and how large is checked before any picture is read. */
function readPhotoForm(input: unknown): PhotoForm {
  if (!(input instanceof FormData))
    return { ok: false, response: consoleJson(400, { error: 'Invalid request' }) };
  const fields = parseConsoleInput(photoUploadFieldsSchema, {
    vehicleId: input.get('vehicleId') ?? undefined,
  });
  if (!fields.ok) return fields;
  const files = input
    .getAll('photos')
    .filter((entry): entry is File => entry instanceof File && entry.size > 0);
  const refuse = (status: number, error: string) => ({
    ok: false as const,
    response: consoleJson(status, { error }),
  });
  if (files.length === 0) return refuse(400, STOCK_PHOTO_MESSAGES.none);
  if (files.length > MAX_PHOTOS_PER_UPLOAD) return refuse(400, STOCK_PHOTO_MESSAGES.tooMany);
  const large = files.find((file) => file.size > MAX_STOCK_PHOTO_BYTES);
  if (large) return refuse(413, STOCK_PHOTO_MESSAGES.tooLarge(large.name));
  return { ok: true, vehicleId: fields.value.vehicleId, files };
}

type Prepared = { ok: true; photos: PreparedStockPhoto[] } | { ok: false; error: string };

/** Every file read one after another (two cores: sharp is busy with each); the first refusal names its file. */
async function prepareAll(root: string, siteId: number, files: readonly File[]): Promise<Prepared> {
  const photos: PreparedStockPhoto[] = [];
  for (const file of files) {
    const prepared = await prepareStockPhoto(root, siteId, Buffer.from(await file.arrayBuffer()));
    if (!prepared.ok) return { ok: false, error: REFUSED[prepared.refusal](file.name) };
    photos.push(prepared.photo);
  }
  return { ok: true, photos };
}

/** The gallery with the new pictures after it; a picture it shows already (same content) is not shown twice. */
function appendPhotos(photos: readonly PreparedStockPhoto[]) {
  return (current: readonly GalleryImage[]): GalleryEdit => {
    const shown = new Set(current.map((image) => image.url));
    const added: GalleryImage[] = [];
    for (const photo of photos) {
      if (shown.has(photo.url)) continue;
      shown.add(photo.url);
      added.push({ ...storedImageOf(photo), sourceUrl: null });
    }
    if (added.length === 0) return { kind: 'same' };
    const images = [...current, ...added];
    if (images.length > MAX_GALLERY_PHOTOS)
      return { kind: 'refuse', status: 422, error: STOCK_PHOTO_MESSAGES.galleryFull };
    return {
      kind: 'write',
      images,
      field: 'photos',
      oldValue: String(current.length),
      newValue: String(images.length),
    };
  };
}

/**
 * POST /api/console/stock/photos (decision 063), a multipart form: `vehicleId` and up to six `photos`. Each
 * is read by the photo pipeline the feed import uses (the bytes decide; EXIF dropped; stored once a site by
 * content) and appended to the car's gallery in one transaction with its audit row and the stock-version
 * bump. A file that is not a photo is a 400 naming it, and nothing is stored. 200 { added, alreadyShown,
 * photos }.
 */
async function uploadPhotos({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const form = readPhotoForm(input);
  if (!form.ok) return form.response;
  if (!(await hasCar(db, site.id, form.vehicleId)))
    return consoleJson(404, { error: STOCK_PHOTO_MESSAGES.noCar });
  const root = stockPhotosRoot();
  const prepared = await prepareAll(root, site.id, form.files);
  if (!prepared.ok) return consoleJson(400, { error: prepared.error });
  // Files before rows: a row never points at a missing file; a file no row uses yet is harmless (named by content).
  for (const photo of prepared.photos) await saveStockPhoto(root, site.id, photo);
  const target = { siteId: site.id, vehicleId: form.vehicleId, staffId: staff.id, now };
  const outcome = await editGallery(db, target, appendPhotos(prepared.photos));
  if (!outcome.ok) return consoleJson(outcome.status, { error: outcome.error });
  const added = outcome.photos - outcome.before;
  return consoleJson(200, {
    ok: true,
    added,
    alreadyShown: prepared.photos.length - added,
    photos: outcome.photos,
  });
}

export const STOCK_PHOTO_UPLOAD_ENDPOINT: ConsoleEndpoint = {
  path: STOCK_PHOTO_UPLOAD_PATH,
  method: 'POST',
  permission: 'stock.edit',
  body: { kind: 'form', maxBytes: MAX_PHOTO_UPLOAD_BODY_BYTES, tooLarge: STOCK_PHOTO_MESSAGES.bodyTooLarge },
  run: uploadPhotos,
};
