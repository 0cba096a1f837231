import 'server-only';
import { pagePath, pageSlugForPath } from '@/domain/pages/content-routes';
import type { Database } from '@/server/db/client';
import { isPromoContentShown } from '@/domain/promotions/promo-window';
import type { LinkedOfferCardDto } from '@/domain/cards/types';
import type { SiteContext } from '@/server/sites/site-context';
import { listCurrentOfferCards } from '@/server/storefront/offer-cards';
import { findPublishedPage, type ContentPageDto } from './queries';

export type ContentPageView = ContentPageDto & { canonicalPath: string };

/**
 * The content page a path of this site serves (`/about-us`, `/pages/{slug}`, …); null when the path is no
 * content route or the site has no published page there (a real 404).
 */
export async function loadContentPage(
  db: Database,
  siteId: number,
  path: string,
): Promise<ContentPageView | null> {
  const slug = pageSlugForPath(path);
  if (slug === null) return null;
  const page = await findPublishedPage(db, siteId, slug);
  return page && { ...page, canonicalPath: pagePath(slug) };
}

/** K-23: the seasonal offer pages, /eofy and the dealer's own /pages/eofy-*. */
export function isSeasonalOffersPage(slug: string): boolean {
  return slug === 'eofy' || slug.startsWith('eofy-');
}

// A seasonal page shows the offers that run now, as many as a page of /special-offers holds.
const SEASONAL_OFFERS = 21;

export type ContentRouteView = ContentPageView & { offers: LinkedOfferCardDto[] | null };
export type ContentRouteSite = Pick<SiteContext, 'id' | 'manufacturer' | 'config'>;

/**
 * A content route of this site: the page, only inside its promo window when one targets it (K-22), and for
 * the seasonal pages (K-23) the site's current offers below the dealer's text.
 */
export async function loadContentRoute(
  db: Database,
  site: ContentRouteSite,
  path: string,
  now: Date,
): Promise<ContentRouteView | null> {
  const page = await loadContentPage(db, site.id, path);
  if (!page || !isPromoContentShown(site.config.promo.windows, 'page', page.slug, now)) return null;
  if (!isSeasonalOffersPage(page.slug)) return { ...page, offers: null };
  const { config } = site;
  const offers = await listCurrentOfferCards(
    db,
    { id: site.id, hasSingleManufacturer: site.manufacturer !== null, timezone: config.timezone },
    { now, exclusionExceptions: config.offers.exclusionExceptions, limit: SEASONAL_OFFERS },
  );
  return { ...page, offers };
}
