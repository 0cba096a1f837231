import { escapeXml } from '@/domain/format/xml';
import { absoluteUrl } from '@/domain/navigation/json-ld';

/** One URL of a site's sitemap: a path on the site and, when cheap to know, when its content last changed. */
export type SitemapEntry = { path: string; lastModified: Date | null };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C datetime to the second: the sitemap protocol's lastmod format. */
function lastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function locElement(origin: string, path: string): string {
  return `<loc>${escapeXml(absoluteUrl(origin, path))}</loc>`;
}

/** A `<urlset>`: each entry as an absolute, XML-escaped URL on the origin, with its lastmod when known. */
export function renderUrlSet(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const modified = lastModified ? `<lastmod>${lastmod(lastModified)}</lastmod>` : '';
    return `<url>${locElement(origin, path)}${modified}</url>`;
  });
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A `<sitemapindex>` naming each sitemap file (paths on the same origin). */
export function renderSitemapIndex(paths: readonly string[], origin: string): string {
  const files = paths.map((path) => `<sitemap>${locElement(origin, path)}</sitemap>`);
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}
