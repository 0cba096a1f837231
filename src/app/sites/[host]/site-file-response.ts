import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { handleSitemapApi } from '@/server/seo/sitemap-api';
import { getSiteForHost } from '@/server/sites/queries';
import type { SiteContext } from '@/server/sites/site-context';

/** How long crawlers and CDNs may keep a site's robots.txt, sitemap and icons: edits show within the hour. */
export const SITE_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** A per-site file (robots.txt, sitemap, icon); the URL carries the host, so shared caches keep sites apart. */
export function siteFileResponse(
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': SITE_FILE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

/** An unknown host or file: a plain 404, as crawlers read it. */
export function siteFileNotFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

type SiteFileContext<P> = { params: Promise<{ host: string } & P> };

/**
 * A GET for one of a site's own files: an unknown host is a 404; else `render` answers for the site, the
 * request's decoded host (for the origin when the site has no siteUrl) and the route's other params.
 */
export function siteFileRoute<P extends Record<string, string> = Record<never, string>>(
  render: (site: SiteContext, host: string, params: P) => Promise<Response> | Response,
) {
  return async (_request: Request, { params }: SiteFileContext<P>): Promise<Response> => {
    const { host, ...rest } = await params;
    const site = await getSiteForHost(host);
    return site ? render(site, decodeSegment(host), rest as unknown as P) : siteFileNotFound();
  };
}

/** The sitemap (`part` null) or one of its parts as XML; a part that does not exist is a 404. */
export async function sitemapResponse(
  site: SiteContext,
  host: string,
  part: string | null,
): Promise<Response> {
  const result = await handleSitemapApi(await getDb(), site, host, part, new Date());
  if (result.status !== 200) return siteFileNotFound();
  return siteFileResponse(result.xml, 'application/xml; charset=utf-8');
}
