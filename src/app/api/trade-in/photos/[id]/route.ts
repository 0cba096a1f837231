import { getDb } from '@/server/db';
import { getSiteForRequest } from '@/server/sites/queries';
import { tradeInPhotosRoot } from '@/server/trade-in/photos/photo-files';
import { handleTradeInPhotoRequest, PHOTO_CACHE_CONTROL } from '@/server/trade-in/photos/serve-photo-api';

export const dynamic = 'force-dynamic';

/** `GET /api/trade-in/photos/{id}` on the site's own host (decision 047): this site's photo, else 404. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const { id } = await params;
  const response = await handleTradeInPhotoRequest(await getDb(), site.id, id, tradeInPhotosRoot());
  if (response.status === 404) return Response.json({ error: 'Not found' }, { status: 404 });
  return new Response(new Uint8Array(response.jpeg), {
    headers: {
      'content-type': 'image/jpeg',
      'cache-control': PHOTO_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  });
}
