import { decodeSegment } from '@/domain/navigation/decode-segment';
import { readStockPhoto, stockPhotosRoot } from '@/server/stock-import/photos/stock-photo-files';
import { siteFileNotFound, siteFileResponse, siteFileRoute } from '../../site-file-response';

export const dynamic = 'force-dynamic';

/** The name is the content's hash: a changed photo is a new name, so a browser or CDN may keep this for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /stock-photos/{hash}-{l|t}.jpg on the site's host: an imported car photo of this site, else 404. */
export const GET = siteFileRoute<{ file: string }>(async (site, _host, { file }) => {
  const jpeg = await readStockPhoto(stockPhotosRoot(), site.id, decodeSegment(file));
  if (jpeg === null) return siteFileNotFound();
  return siteFileResponse(new Uint8Array(jpeg), 'image/jpeg', { 'Cache-Control': IMMUTABLE });
});
