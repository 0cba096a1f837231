import 'server-only';
import { z } from 'zod';
import { siteOrigin } from '@/domain/seo/site-origin';
import { sitemapPartXml, sitemapXml } from '@/domain/seo/sitemap';
import type { Database } from '@/server/db/client';
import { loadSitemapEntries, type SitemapSite } from './sitemap-sources';

export type SitemapApiResponse = { status: 200; xml: string } | { status: 404 };

/** The file segment of /sitemaps/{part}.xml: a positive whole number, no leading zero. */
const partFileSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}\.xml$/)
  .transform((file) => Number(file.slice(0, -'.xml'.length)));

/**
 * `GET /sitemap.xml` (`partFile` null) or `GET /sitemaps/{n}.xml` for one site: the URLs on the site's origin
 * (its `siteUrl`, else `host`), or a 404 for a part the site does not have.
 */
export async function handleSitemapApi(
  db: Database,
  site: SitemapSite,
  host: string,
  partFile: string | null,
  now: Date,
): Promise<SitemapApiResponse> {
  const part = partFile === null ? null : partFileSchema.safeParse(partFile);
  if (part && !part.success) return { status: 404 };
  const entries = await loadSitemapEntries(db, site, now);
  const origin = siteOrigin(site.config.siteUrl, host);
  const xml = part ? sitemapPartXml(entries, origin, part.data) : sitemapXml(entries, origin);
  return xml === null ? { status: 404 } : { status: 200, xml };
}
