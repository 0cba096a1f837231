import { siteIconSvg } from '@/server/seo/site-icons';
import { siteFileResponse, siteFileRoute } from '../site-file-response';

// Its module also holds the rasteriser (sharp, native): the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /icon.svg on the site's host: the site's initial on its primary colour (the tab icon of modern browsers). */
export const GET = siteFileRoute((site) =>
  siteFileResponse(siteIconSvg(site), 'image/svg+xml; charset=utf-8', {
    // Opened directly, the SVG may not run anything (the initial in it is escaped too).
    'Content-Security-Policy': "default-src 'none'",
  }),
);
