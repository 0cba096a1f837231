import { siteFileRoute, sitemapResponse } from '../site-file-response';

export const dynamic = 'force-dynamic';

/** GET /sitemap.xml on the site's host (rewritten here): every listed page, or an index of parts. */
export const GET = siteFileRoute((site, host) => sitemapResponse(site, host, null));
