import 'server-only';
import { isoDateInTimeZone } from '@/domain/format/date';
import { averageRatingText, timeAgoInWords } from '@/domain/group/reviews';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import { offerHref } from '@/domain/navigation/links';
import { groupBrandTiles } from '@/domain/home/brand-grids';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadBudgetFinder } from '@/server/finance/budget-finder';
import { loadGroupHome } from '@/server/group/group-home';
import { loadPromotionSlides } from '@/server/promotions/site-promotions';
import { loadStockPickers } from '@/server/brands/stock-pickers';
import { loadLocationCards } from '@/server/locations/directory';
import { listBrandTiles } from '@/server/brands/queries';
import { listTopReviews, reviewTotals } from './content-queries';
import { listLatestOffers } from '@/server/storefront/offer-cards';
import { listLatestStock } from '@/server/storefront/vehicle-cards';
import type { HomePageData, HomeReviews } from '@/domain/home/types';

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
  // J-6: the same cards as /contact (today's hours, rating, landline), in the carousel's order (J-14, J-15).
  const locations = await loadLocationCards(db, site, now);
  const isGroup = config.siteType === 'group';
  const brands = isGroup ? await listBrandTiles(db, site.id) : null;
  const stockPickers = isGroup ? await loadStockPickers(db, site) : null;
  const reviews = config.features.reviews ? await loadHomeReviews(db, site, today) : null;
  const slides = await loadPromotionSlides(db, site, now);
  const group = await loadGroupHome(db, site, now);
  const budgetFinder = await loadBudgetFinder(db, site, now);
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
    showEmailModal: config.locations.showEmailModal,
    locations,
    brandGrids: brands && groupBrandTiles(brands),
    stockPickers,
    reviews,
    slides,
    group,
    budgetFinder: budgetFinder.pool !== null && budgetFinder.pool.count > 0 ? budgetFinder : null,
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
