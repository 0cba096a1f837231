import 'server-only';
import { isoDateInTimeZone } from '@/domain/format/date';
import { footerWithExistingPages, headerWithExistingPages } from '@/domain/navigation/content-links';
import { headerNavigation } from '@/domain/navigation/default-navigation';
import { footerGroups } from '@/domain/navigation/footer';
import { bookServiceHref } from '@/domain/navigation/links';
import type { SiteChrome } from '@/domain/navigation/site-chrome';
import type { Database } from '@/server/db/client';
import { listPublishedPageSlugs } from '@/server/pages/queries';
import type { SiteContext } from '@/server/sites/site-context';
import { listStockBodyTypes } from '@/server/storefront/vehicle-cards';

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

/** What the header and footer of every page of one site show. */
export async function getSiteChrome(db: Database, site: SiteContext, now: Date): Promise<SiteChrome> {
  const { config } = site;
  const bodyTypes = await listStockBodyTypes(db, site.id);
  const pageSlugs = new Set(await listPublishedPageSlugs(db, site.id));
  const hasPage = (slug: string) => pageSlugs.has(slug);
  return {
    header: {
      siteName: site.name,
      logoUrl: config.theme.logoUrl ?? site.logoUrl,
      navigation: headerWithExistingPages(
        headerNavigation({
          navigation: config.navigation,
          searchCategories: site.searchCategories,
          enabledRoutes: config.search.enabledRoutes,
        }),
        hasPage,
      ),
      bookServiceHref: bookServiceHref({
        serviceBookingUrl: config.links.serviceBookingUrl,
        hasServiceLocations: site.hasServiceLocations,
      }),
      isSticky: config.features.stickyHeader,
      searchPath: config.search.path,
    },
    footer: {
      siteName: site.name,
      address: blankToNull(site.address),
      groups: footerWithExistingPages(footerGroups(bodyTypes.map((body) => ({ body }))), hasPage),
      facebookUrl: blankToNull(site.facebookUrl),
      instagramUrl: blankToNull(site.instagramUrl),
      year: isoDateInTimeZone(now, config.timezone).slice(0, 4),
    },
  };
}
