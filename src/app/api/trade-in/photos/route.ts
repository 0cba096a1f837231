import { getDb } from '@/server/db';
import { readBytesBody } from '@/server/http/read-body';
import { clientInfo } from '@/server/http/client-info';
import { getSiteForRequest } from '@/server/sites/queries';
import { tradeInPhotosRoot } from '@/server/trade-in/photos/photo-files';
import { tradeInPhotoGate } from '@/server/trade-in/photos/upload-gate';
import {
  handleTradeInPhotoUpload,
  MAX_PHOTO_UPLOAD_BYTES,
  photoUploadLimiter,
} from '@/server/trade-in/photos/upload-photo-api';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/trade-in/photos` on the site's own host (decision 047): the body is one photo's bytes.
 * 201 { id, width, height }, 400 { error } for anything but a JPEG, PNG or WebP of a photo's size
 * (decision 077), 413 { error } past 10 MB (read no further), 429 with Retry-After, 404 for an unknown host.
 */
export async function POST(request: Request) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const db = await getDb();
  const response = await handleTradeInPhotoUpload(
    db,
    site.id,
    { ip: clientInfo(request.headers).ip, readBody: () => readBytesBody(request, MAX_PHOTO_UPLOAD_BYTES) },
    { limiter: photoUploadLimiter(db), gate: tradeInPhotoGate, root: tradeInPhotosRoot(), now: new Date() },
  );
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (response.status === 429) headers['retry-after'] = String(response.retryAfterSeconds);
  return Response.json(response.body, { status: response.status, headers });
}
