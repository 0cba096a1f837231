import { siteAppleTouchIcon } from '@/server/seo/site-icons';
import { getSiteForHost } from '@/server/sites/queries';
import { siteFileNotFound, siteFileResponse } from '../site-file-response';

// sharp (the rasteriser) is a native module: the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** GET /apple-touch-icon.png on the site's host: the home-screen icon (iOS asks for it even unlinked). */
export async function GET(_request: Request, { params }: Context) {
  const site = await getSiteForHost((await params).host);
  if (!site) return siteFileNotFound();
  return siteFileResponse(await siteAppleTouchIcon(site), 'image/png');
}
