import { siteFileRoute, sitemapResponse } from '../../site-file-response';

export const dynamic = 'force-dynamic';

/** GET /sitemaps/{n}.xml on the site's host: the n-th part of a sitemap index (sites beyond 50,000 URLs). */
export const GET = siteFileRoute<{ part: string }>((site, host, { part }) =>
  sitemapResponse(site, host, part),
);
