import 'server-only';
import { isoDateInTimeZone } from '@/domain/format/date';
import { isPopupShown, popupStorageKey, type PopupDto } from '@/domain/promotions/popup';
import { isPromoContentShown } from '@/domain/promotions/promo-window';
import type { SlideDto } from '@/domain/promotions/slide';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { listSiteSlides } from './queries';

export type PromotionsSite = Pick<SiteContext, 'id' | 'slug' | 'config'>;

/**
 * K-18, K-19, K-22: the site's popup when the request clock says it shows (switched on, not expired, inside
 * its window), else null. Whether this visitor closed it is known only in the browser.
 */
export function sitePopup(site: Pick<SiteContext, 'slug' | 'config'>, now: Date): PopupDto | null {
  const { popup, windows } = site.config.promo;
  const { timezone } = site.config;
  if (!popup || !isPopupShown(popup, windows, now, isoDateInTimeZone(now, timezone))) return null;
  return {
    id: popup.id,
    storageKey: popupStorageKey(site.slug, popup.id),
    imageUrl: popup.imageUrl,
    title: popup.title,
    description: popup.description,
    buttonText: popup.buttonText,
    buttonUrl: popup.buttonUrl,
    expiry: popup.expiry,
    timeZone: timezone,
  };
}

/** K-20..K-22: the site's slides that show at `now` (a promo window may gate one slide or the whole slider). */
export async function loadPromotionSlides(
  db: Database,
  site: PromotionsSite,
  now: Date,
): Promise<SlideDto[]> {
  const slides = await listSiteSlides(db, site.id);
  const { windows } = site.config.promo;
  return slides.filter((slide) => isPromoContentShown(windows, 'slider', String(slide.id), now));
}
