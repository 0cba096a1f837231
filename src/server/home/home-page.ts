import 'server-only';
import { isoDateInTimeZone } from '@/domain/format/date';
import { averageRatingText, timeAgoInWords } from '@/domain/group/reviews';
import { licenceLines } from '@/domain/locations/licence-lines';
import { carouselLocations } from '@/domain/locations/carousel';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import { brandTileHref, directionsHref, locationHref, offerHref } from '@/domain/navigation/links';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadGroupHome } from '@/server/group/group-home';
import { loadPromotionSlides } from '@/server/promotions/site-promotions';
import { listBrandTiles, listTopReviews, listVisibleLocations, reviewTotals } from './content-queries';
import { listLatestOffers } from '@/server/storefront/offer-cards';
import { listLatestStock } from '@/server/storefront/vehicle-cards';
import type {
  BrandTileDto,
  HomeBrand,
  HomeBrandGrid,
  HomeLocation,
  HomePageData,
  HomeReviews,
  LocationCardDto,
} from './types';

/** Reviews shown before 'Show all reviews' opens the rest of the full view (L-18). */
const REVIEWS_SHOWN_FIRST = 6;

/** Everything the home page shows for one site, read with the site's own id and config. */
export async function getHomePageData(db: Database, site: SiteContext, now: Date): Promise<HomePageData> {
  const { config } = site;
  const today = isoDateInTimeZone(now, config.timezone);
  const rules = resolveStockRules(stockRuleOptionsOf(config), now, '');
  const vehicles = await listLatestStock(db, site.id, rules);
  const offers = await listLatestOffers(db, site.id, {
    today,
    exclusionExceptions: config.offers.exclusionExceptions,
  });
  const locations = await listVisibleLocations(db, site.id);
  const brands = config.siteType === 'group' ? await listBrandTiles(db, site.id) : null;
  const reviews = config.features.reviews ? await loadHomeReviews(db, site, today) : null;
  const slides = await loadPromotionSlides(db, site, now);
  const group = await loadGroupHome(db, site, now);
  const hasSingleManufacturer = site.manufacturer !== null;
  return {
    siteName: site.name,
    searchPath: config.search.path,
    noPriceText: config.cards.noPriceText,
    // A-4: a site can turn the location cards' contact buttons off.
    contactButtonText: config.features.showContactButtons ? config.locations.contactButtonText : null,
    offerEnquireButtonText: config.forms.offerEnquireButtonText,
    vehicles,
    offers: offers.map((offer) => ({ ...offer, href: offerHref(offer, hasSingleManufacturer) })),
    offersHref: config.promo.offersRefreshPath,
    locations: carouselLocations(locations, { order: config.locations.order, filter: { kind: 'all' } }).map(
      (location) => toHomeLocation(location, site),
    ),
    brandGrids: brands && groupBrandTiles(brands),
    reviews,
    slides,
    group,
  };
}

/** L-15..L-20: the full view's reviews (12) that pass the minimum rating and hidden names, and the aggregate. */
async function loadHomeReviews(db: Database, site: SiteContext, today: string): Promise<HomeReviews> {
  const { reviews: options } = site.config;
  const [rows, totals] = await Promise.all([
    listTopReviews(db, site.id, {
      minRating: options.minRating,
      hiddenCustomerNames: options.hiddenCustomerNames,
      limit: options.googleFullQuantity,
    }),
    reviewTotals(db, site.id),
  ]);
  return {
    count: totals.count,
    averageRating: averageRatingText(totals.sum, totals.count),
    reviews: rows.map((review) => ({ ...review, timeAgo: timeAgoInWords(review.reviewDate, today) })),
    initiallyShown: REVIEWS_SHOWN_FIRST,
  };
}

function toHomeLocation(location: LocationCardDto, site: SiteContext): HomeLocation {
  const { features, links } = site.config;
  return {
    id: location.id,
    name: location.name,
    address: location.address,
    phone: location.phone,
    licenceLines: licenceLines(location, features),
    href: locationHref(location, links.locationLinkStyle),
    directionsHref: directionsHref(location),
  };
}

const GRID_ORDER = ['cars', 'motorcycles', 'trucks', 'group'];
const GRID_TITLES: Record<string, string> = {
  cars: 'Cars',
  motorcycles: 'Motorcycles',
  trucks: 'Trucks',
  group: 'Group Brands',
};

function gridTitle(grid: string): string {
  return GRID_TITLES[grid] ?? grid.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** L-1: one grid per kind (cars, motorcycles, trucks, group brands), in that order; others after, by name. */
export function groupBrandTiles(tiles: readonly BrandTileDto[]): HomeBrandGrid[] {
  const grids = new Map<string, HomeBrand[]>();
  for (const tile of tiles) {
    const list = grids.get(tile.grid) ?? [];
    list.push({ id: tile.id, title: tile.title, logoUrl: tile.logoUrl, href: brandTileHref(tile) });
    grids.set(tile.grid, list);
  }
  const rank = (grid: string) => (GRID_ORDER.includes(grid) ? GRID_ORDER.indexOf(grid) : GRID_ORDER.length);
  return [...grids.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([grid, brands]) => ({ grid, title: gridTitle(grid), brands }));
}
