/**
 * The site's address for absolute URLs (canonical links, share images, the PDF, robots.txt, the sitemap): its
 * configured `siteUrl`, else the host the page was asked for (https, as sites are served).
 */
export function siteOrigin(siteUrl: string | null, host: string): string {
  return siteUrl ? new URL(siteUrl).origin : `https://${host}`;
}
