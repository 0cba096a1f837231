import 'server-only';
import { leadParagraph } from '@/domain/group/profile';
import { salesThisMonth } from '@/domain/group/sales-counter';
import { warrantyLines } from '@/domain/group/warranty';
import { bookServiceHref } from '@/domain/navigation/links';
import type { Database } from '@/server/db/client';
import type { DealershipTileDto, GroupHomeData, SalesCounterDto } from '@/domain/home/types';
import { findPublishedPage } from '@/server/pages/queries';
import type { SiteContext } from '@/server/sites/site-context';
import { listDealershipTiles } from './queries';

/** The content pages the group home reads its copy from (site data, not config: L-3, L-8). */
export const PROFILE_PAGE_SLUG = 'about-us';
export const WHY_BUY_PAGE_SLUG = 'why-buy-from-us';

export type GroupHomeSite = Pick<SiteContext, 'id' | 'hasServiceLocations' | 'config'>;

/** The group-only home sections of one site; null when the site is not a dealer group (siteType). */
export async function loadGroupHome(
  db: Database,
  site: GroupHomeSite,
  now: Date,
): Promise<GroupHomeData | null> {
  const { config } = site;
  if (config.siteType !== 'group') return null;
  const [about, whyBuy, tiles] = await Promise.all([
    findPublishedPage(db, site.id, PROFILE_PAGE_SLUG),
    findPublishedPage(db, site.id, WHY_BUY_PAGE_SLUG),
    listDealershipTiles(db, site.id),
  ]);
  return {
    stats: config.group.stats,
    salesCounter: salesCounterOf(config.group.salesCounter, now),
    profile: about ? leadParagraph(about.body) : null,
    whyBuy: whyBuy && { title: whyBuy.title, body: whyBuy.body },
    warranty: warrantyLines(config.group.warrantyByBrand),
    dealershipTiles: tiles.map((tile): DealershipTileDto => ({
      id: tile.id,
      title: tile.title,
      href: tile.url,
      logoUrl: tile.logoUrl,
    })),
    bookServiceHref: bookServiceHref({
      serviceBookingUrl: config.links.serviceBookingUrl,
      hasServiceLocations: site.hasServiceLocations,
    }),
  };
}

function salesCounterOf(
  options: GroupHomeSite['config']['group']['salesCounter'],
  now: Date,
): SalesCounterDto | null {
  if (!options.enabled) return null;
  const { intervalSeconds, timezone, refreshMs, countUpMs } = options;
  return {
    value: salesThisMonth(now, { intervalSeconds, timezone }),
    intervalSeconds,
    timezone,
    refreshMs,
    countUpMs,
  };
}
