/**
 * Generated pictures never change for a given URL, so browsers and CDNs may keep them for a year. The CSP
 * stops an SVG opened directly from running anything, as defence in depth (the text in it is escaped).
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': IMMUTABLE_CACHE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function notFoundResponse(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
