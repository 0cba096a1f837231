import { robotsTxt } from '@/domain/seo/robots';
import { siteOrigin } from '@/domain/seo/site-origin';
import { siteFileResponse, siteFileRoute } from '../site-file-response';

export const dynamic = 'force-dynamic';

/** GET /robots.txt on the site's host (rewritten here): crawl rules and the sitemap's absolute URL. */
export const GET = siteFileRoute((site, host) =>
  siteFileResponse(robotsTxt(siteOrigin(site.config.siteUrl, host)), 'text/plain; charset=utf-8'),
);
