import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { handleSitemapApi } from '@/server/seo/sitemap-api';
import { getSiteForHost } from '@/server/sites/queries';
import { siteFileNotFound, siteFileResponse } from '../site-file-response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** GET /sitemap.xml on the site's host (rewritten here): every listed page, or an index of parts. */
export async function GET(_request: Request, { params }: Context) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return siteFileNotFound();
  const result = await handleSitemapApi(await getDb(), site, decodeSegment(host), null, new Date());
  if (result.status !== 200) return siteFileNotFound();
  return siteFileResponse(result.xml, 'application/xml; charset=utf-8');
}
