import { siteFaviconIco } from '@/server/seo/site-icons';
import { siteFileResponse, siteFileRoute } from '../site-file-response';

// sharp (the rasteriser) is a native module: the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /favicon.ico on the site's host: the site icon for browsers and tools that only ask for this file. */
export const GET = siteFileRoute(async (site) =>
  siteFileResponse(await siteFaviconIco(site), 'image/x-icon'),
);
