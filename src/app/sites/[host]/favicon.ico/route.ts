import { siteFaviconIco } from '@/server/seo/site-icons';
import { getSiteForHost } from '@/server/sites/queries';
import { siteFileNotFound, siteFileResponse } from '../site-file-response';

// sharp (the rasteriser) is a native module: the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** GET /favicon.ico on the site's host: the site icon for browsers and tools that only ask for this file. */
export async function GET(_request: Request, { params }: Context) {
  const site = await getSiteForHost((await params).host);
  if (!site) return siteFileNotFound();
  return siteFileResponse(await siteFaviconIco(site), 'image/x-icon');
}
