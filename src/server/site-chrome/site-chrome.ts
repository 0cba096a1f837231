import 'server-only';
import { GARAGE_PATH } from '@/domain/account/garage-path';
import type { DirectoryModel } from '@/domain/catalogue/model-directory';
import { modelsMenu } from '@/domain/catalogue/models-menu';
import { isoDateInTimeZone } from '@/domain/format/date';
import { favouritesKeys } from '@/domain/favourites/saved-cars';
import { carouselLocations } from '@/domain/locations/carousel';
import { headerLocations, headerPhone } from '@/domain/locations/header';
import { footerWithExistingPages, headerWithExistingPages } from '@/domain/site-chrome/content-links';
import { headerNavigation } from '@/domain/navigation/default-navigation';
import { footerBodyTypes, footerGroups } from '@/domain/site-chrome/footer';
import { bookServiceHref } from '@/domain/navigation/links';
import type { SiteChrome } from '@/domain/site-chrome/site-chrome';
import type { NavItem } from '@/domain/navigation/types';
import { bodyStockHref } from '@/domain/search/car-links';
import { bodyTypeSlug } from '@/domain/vehicle/body-types';
import { listActiveModels } from '@/server/catalogue/model-queries';
import type { Database } from '@/server/db/client';
import { listSiteLocations } from '@/server/locations/directory-queries';
import { listPublishedPageSlugs } from '@/server/pages/queries';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import type { SiteContext } from '@/server/sites/site-context';
import { listStockBodyTypes } from '@/server/storefront/vehicle-cards';

/**
 * The footer's body types (B-5): to the model directory where it lists models of that body and the site sells
 * new cars (a used-only site's directory is not its stock), else to the site's stock of that body.
 */
async function footerBodies(db: Database, site: SiteContext, models: readonly DirectoryModel[]) {
  const bodies = await listStockBodyTypes(db, site.id);
  if (bodies.length === 0) return [];
  const directoryModels = sellsNew(site) ? models : [];
  const modelBodySlugs = new Set(directoryModels.flatMap((model) => model.bodies.map(bodyTypeSlug)));
  const ctx = await loadSearchUrlContext(db, site.id, site.config);
  return footerBodyTypes(bodies, modelBodySlugs, (body) => bodyStockHref(body, ctx));
}

const sellsNew = (site: SiteContext) => site.searchCategories.includes('new-cars');

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

const hasModelsMenu = (navigation: readonly NavItem[]) => navigation.some((item) => item.menu === 'models');

/** What the header and footer of every page of one site show. */
export async function getSiteChrome(db: Database, site: SiteContext, now: Date): Promise<SiteChrome> {
  const { config } = site;
  const pageSlugs = new Set(await listPublishedPageSlugs(db, site.id));
  const hasPage = (slug: string) => pageSlugs.has(slug);
  // The header lists locations in the carousel's order (by name, or the site's configured order).
  const locations = carouselLocations(await listSiteLocations(db, site.id), {
    order: config.locations.order,
    filter: { kind: 'all' },
  });
  const navigation = headerWithExistingPages(
    headerNavigation({
      navigation: config.navigation,
      searchCategories: site.searchCategories,
      enabledRoutes: config.search.enabledRoutes,
    }),
    hasPage,
  );
  // The models are read once, for the footer's bodies and the header's menu (K-24), and only when either uses them.
  const models = sellsNew(site) || hasModelsMenu(navigation) ? await listActiveModels(db, site.id) : [];
  const bodyTypes = await footerBodies(db, site, models);
  return {
    header: {
      siteName: site.name,
      logoUrl: config.theme.logoUrl ?? site.logoUrl,
      navigation,
      modelsMenu: hasModelsMenu(navigation) ? modelsMenu(models, models.length) : null,
      bookServiceHref: bookServiceHref({
        serviceBookingUrl: config.links.serviceBookingUrl,
        hasServiceLocations: site.hasServiceLocations,
      }),
      isSticky: config.features.stickyHeader,
      searchPath: config.search.path,
      locations: headerLocations(locations, {
        mode: config.links.headerLocationsMode,
        linkStyle: config.links.locationLinkStyle,
      }),
      phone: headerPhone(locations),
      favourites: config.features.favouritesStorage ? favouritesKeys(site.id) : null,
      garageHref: GARAGE_PATH,
    },
    footer: {
      siteName: site.name,
      address: blankToNull(site.address),
      groups: footerWithExistingPages(footerGroups(bodyTypes), hasPage),
      facebookUrl: blankToNull(site.facebookUrl),
      instagramUrl: blankToNull(site.instagramUrl),
      year: isoDateInTimeZone(now, config.timezone).slice(0, 4),
    },
  };
}
