import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { siteOrigin } from '@/domain/seo/site-origin';
import type { Database } from '@/server/db/client';
import { siteDomains } from '@/server/db/schema';
import { listingFeedToken } from './feed-token';
import { LISTING_FEED_FILES } from './listing-feed-api';

/**
 * Where a site's listing feeds are, for the dealer to give Google and Meta: on its site URL, else its primary
 * custom domain, else its platform address ({slug}.{ROOT_DOMAIN}, over http when that is localhost).
 */
export async function listingFeedAddresses(
  db: Database,
  site: { id: number; slug: string; siteUrl: string | null },
  rootDomain: string,
  port: number,
): Promise<string[]> {
  const [domain] = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, site.id))
    .orderBy(desc(siteDomains.isPrimary), asc(siteDomains.id));
  const local = rootDomain === 'localhost';
  const origin = site.siteUrl
    ? siteOrigin(site.siteUrl, '')
    : domain
      ? `https://${domain.host}`
      : local
        ? `http://${site.slug}.localhost:${port}`
        : `https://${site.slug}.${rootDomain}`;
  const token = await listingFeedToken(db, site.id);
  return Object.keys(LISTING_FEED_FILES).map((file) => `${origin}/feeds/${token}/${file}`);
}
