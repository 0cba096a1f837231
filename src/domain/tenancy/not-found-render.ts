/**
 * The server's own second request for a 404 (decision 027): Next draws a `notFound()` thrown while rendering as
 * an empty error document that only the browser fills in (vercel/next.js#62228), so scripts/serve.ts asks
 * again with this header and the proxy routes that request to a page that draws the site's 404 on the server.
 */
export const NOT_FOUND_TOKEN_HEADER = 'x-forecourt-not-found-token';

/** The environment variable holding the token; scripts/serve.ts sets a random one at every start. */
export const NOT_FOUND_TOKEN_ENV = 'FORECOURT_NOT_FOUND_TOKEN';

/** The site route that draws the 404 page with status 200; serve.ts sends it on with status 404. */
export const NOT_FOUND_RENDER_PATH = '/page-not-found';

/**
 * Whether a request carries the server's token. Without a token (next dev, tests) nothing matches, so a
 * client can never reach the 404 route by sending the header.
 */
export function isNotFoundRerender(
  headerValue: string | null | undefined,
  token: string | undefined,
): boolean {
  return Boolean(token) && headerValue === token;
}
