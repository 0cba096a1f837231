import 'server-only';
import { isPhotoId } from '@/domain/trade-in/photos';
import type { Database } from '@/server/db/client';
import { readPhotoFile } from './photo-files';
import { photoExists } from './photo-rows';

/** A stored photo never changes under its id; `private` keeps it out of shared caches. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=86400';

export type PhotoServeResponse = { status: 200; jpeg: Buffer } | { status: 404 };

/**
 * GET /api/trade-in/photos/{id} (decision 047): the JPEG of this site's photo, whether or not a lead carries
 * it yet (the form shows its thumbnail before sending); any other id, another site's included, is 404.
 */
export async function handleTradeInPhotoRequest(
  db: Database,
  siteId: number,
  id: string,
  root: string,
): Promise<PhotoServeResponse> {
  const normal = id.toLowerCase();
  if (!isPhotoId(normal) || !(await photoExists(db, siteId, normal))) return { status: 404 };
  const jpeg = await readPhotoFile(root, siteId, normal);
  return jpeg ? { status: 200, jpeg } : { status: 404 };
}
