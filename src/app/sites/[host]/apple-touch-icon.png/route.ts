import { siteAppleTouchIcon } from '@/server/seo/site-icons';
import { siteFileResponse, siteFileRoute } from '../site-file-response';

// sharp (the rasteriser) is a native module: the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /apple-touch-icon.png on the site's host: the home-screen icon (iOS asks for it even unlinked). */
export const GET = siteFileRoute(async (site) =>
  siteFileResponse(await siteAppleTouchIcon(site), 'image/png'),
);
