import { absoluteUrl } from '@/domain/navigation/json-ld';

/**
 * Paths crawlers have no reason to fetch: JSON endpoints, the car PDF, the lead forms' thank-you page and
 * the price-comparison JSON under each car (`*` as RFC 9309 defines it). Everything else is content.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  '/print',
  '/success',
  '/cars/*/autogauge',
  // The dealer console (decision 062): staff pages, never content.
  '/console',
] as const;

export const SITEMAP_PATH = '/sitemap.xml';

/** A site's robots.txt: every crawler may fetch everything but the non-content paths; the sitemap is named. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`,
  ];
  return `${lines.join('\n')}\n`;
}
