import 'server-only';
import { toModelCard } from '@/domain/catalogue/model-directory';
import {
  isModelSlug,
  MODEL_PAGE_VEHICLES,
  priceRangeText,
  type ModelPageData,
} from '@/domain/catalogue/model-page';
import { isoDateInTimeZone } from '@/domain/format/date';
import { modelHref, offerHref } from '@/domain/navigation/links';
import { modelStockHref } from '@/domain/search/car-links';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { listLatestOffers } from '@/server/storefront/offer-cards';
import { listListedModelStock, toVehicleCards } from '@/server/storefront/vehicle-cards';
import { findActiveModel } from './model-queries';

export type ModelPageSite = Pick<SiteContext, 'id' | 'manufacturer' | 'config'>;

/** Enough offers to fill two rows of the offer grid. */
const MODEL_PAGE_OFFERS = 6;

/**
 * B-41: `/models/{slug}` of this site: the active model, the cars of it that the site's search lists
 * (count, price range, the first 8) and its current offers; null (→ 404) for a malformed, unknown or inactive
 * slug, or another site's. Every query filters by the site's id.
 */
export async function loadModelPage(
  db: Database,
  site: ModelPageSite,
  slug: string,
  now: Date,
): Promise<ModelPageData | null> {
  if (!isModelSlug(slug)) return null;
  const model = await findActiveModel(db, site.id, slug);
  if (!model) return null;
  const { config } = site;
  // A-16, C-29: the stock rule of search and the home page, so every card has a page and the count is search's.
  const rules = resolveStockRules(stockRuleOptionsOf(config), now, '');
  const car = { make: model.manufacturerName, model: model.name };
  const [listed, offers, ctx] = await Promise.all([
    listListedModelStock(db, site.id, rules, car),
    listLatestOffers(db, site.id, {
      today: isoDateInTimeZone(now, config.timezone),
      exclusionExceptions: config.offers.exclusionExceptions,
      modelId: model.id,
      limit: MODEL_PAGE_OFFERS,
    }),
    loadSearchUrlContext(db, site.id, config),
  ]);
  const { href: _cardHref, ...card } = toModelCard(model);
  const hasSingleManufacturer = site.manufacturer !== null;
  return {
    model: {
      ...card,
      make: model.manufacturerName,
      name: model.name,
      canonicalPath: modelHref({ slug: model.slug, overrideUrl: null }),
    },
    stock: {
      count: listed.length,
      priceRangeText: priceRangeText(listed.map((row) => row.price)),
      searchHref: listed.length > 0 ? modelStockHref(car.make, car.model, ctx) : null,
      vehicles: await toVehicleCards(db, site.id, listed.slice(0, MODEL_PAGE_VEHICLES)),
    },
    offers: offers.map((offer) => ({ ...offer, href: offerHref(offer, hasSingleManufacturer) })),
    noPriceText: config.cards.noPriceText,
    offerEnquireButtonText: config.forms.offerEnquireButtonText,
  };
}
