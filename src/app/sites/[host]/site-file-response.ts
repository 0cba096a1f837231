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
