import { decodeSegment } from '@/domain/navigation/decode-segment';
import { robotsTxt } from '@/domain/seo/robots';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getSiteForHost } from '@/server/sites/queries';
import { siteFileNotFound, siteFileResponse } from '../site-file-response';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** GET /robots.txt on the site's host (rewritten here): crawl rules and the sitemap's absolute URL. */
export async function GET(_request: Request, { params }: Context) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return siteFileNotFound();
  const origin = siteOrigin(site.config.siteUrl, decodeSegment(host));
  return siteFileResponse(robotsTxt(origin), 'text/plain; charset=utf-8');
}
