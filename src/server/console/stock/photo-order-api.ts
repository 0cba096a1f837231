import 'server-only';
import {
  galleryPhotoSchema,
  PHOTO_COVER_PATH,
  PHOTO_REMOVE_PATH,
  STOCK_PHOTO_MESSAGES,
} from '@/domain/console/stock-photos';
import { consoleJson, parseConsoleInput, type ConsoleContext, type ConsoleEndpoint } from '../console-route';
import { editGallery, type GalleryEdit, type GalleryImage } from './car-gallery';

type Rearrange = (images: readonly GalleryImage[], index: number) => GalleryEdit;

/** The photo leaves the gallery (its file stays: another car, or a feed, may show the same picture). */
const removePhoto: Rearrange = (images, index) => ({
  kind: 'write',
  images: images.filter((_image, at) => at !== index),
  field: 'photos',
  oldValue: String(images.length),
  newValue: String(images.length - 1),
});

/** The photo goes first, where cards and the car's page show it; the rest keep their order. */
const makeCover: Rearrange = (images, index) => {
  if (index === 0) return { kind: 'same' };
  const cover = images[index]!;
  return {
    kind: 'write',
    images: [cover, ...images.filter((_image, at) => at !== index)],
    field: 'cover',
    oldValue: images[0]!.url,
    newValue: cover.url,
  };
};

/** One photo of one car of this site, rearranged: 404 for another site's car, or a photo not of this car. */
function galleryChange(rearrange: Rearrange) {
  return async ({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> => {
    const parsed = parseConsoleInput(galleryPhotoSchema, input);
    if (!parsed.ok) return parsed.response;
    const { vehicleId, imageId } = parsed.value;
    const target = { siteId: site.id, vehicleId, staffId: staff.id, now };
    const outcome = await editGallery(db, target, (images) => {
      const index = images.findIndex((image) => image.id === imageId);
      if (index < 0) return { kind: 'refuse', status: 404, error: STOCK_PHOTO_MESSAGES.noPhoto };
      return rearrange(images, index);
    });
    if (!outcome.ok) return consoleJson(outcome.status, { error: outcome.error });
    return consoleJson(200, { ok: true, changed: outcome.changed, photos: outcome.photos });
  };
}

/** POST /api/console/stock/photos/remove { vehicleId, imageId }: audited as the car's photo count. */
export const PHOTO_REMOVE_ENDPOINT: ConsoleEndpoint = {
  path: PHOTO_REMOVE_PATH,
  method: 'POST',
  permission: 'stock.edit',
  run: galleryChange(removePhoto),
};

/** POST /api/console/stock/photos/cover { vehicleId, imageId }: audited as the old and new cover's address. */
export const PHOTO_COVER_ENDPOINT: ConsoleEndpoint = {
  path: PHOTO_COVER_PATH,
  method: 'POST',
  permission: 'stock.edit',
  run: galleryChange(makeCover),
};
