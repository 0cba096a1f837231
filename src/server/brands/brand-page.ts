import 'server-only';
import {
  brandBreadcrumbs,
  brandPagePath,
  countStockByModel,
  isBrandSlug,
  type BrandModelStock,
  type BrandPageData,
} from '@/domain/catalogue/brand-page';
import { isoDateInTimeZone } from '@/domain/format/date';
import { locationHref, modelHref, offerHref } from '@/domain/navigation/links';
import { makeStockHref, modelStockHref } from '@/domain/search/car-links';
import type { SearchUrlContext } from '@/domain/search/url-types';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import { listDirectoryModels } from '@/server/catalogue/model-queries';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { listLatestOffers } from '@/server/storefront/offer-cards';
import { listListedMakeStock } from '@/server/storefront/vehicle-cards';
import { findBrandWithPage, listLocationsSellingMake, type BrandEntryRow } from './queries';

export type BrandPageSite = Pick<SiteContext, 'id' | 'manufacturer' | 'config'>;

/** Two rows of the offer grid. */
const BRAND_PAGE_OFFERS = 6;
/** More models than any make's range, so every model with a page is found. */
const MODEL_LOOKUP_LIMIT = 500;

/**
 * L-10, B-28: `/{brand}/overview` of this site: the brand entry, the models of its make that the site's search
 * lists (each to its model page, else its stock search), its current offers and the locations selling it;
 * null (→ 404) for a malformed or unknown slug, another site's brand, or one that skips its page (L-11).
 */
export async function loadBrandPage(
  db: Database,
  site: BrandPageSite,
  slug: string,
  now: Date,
): Promise<BrandPageData | null> {
  if (!isBrandSlug(slug)) return null;
  const brand = await findBrandWithPage(db, site.id, slug);
  if (!brand) return null;
  const { config } = site;
  const [stock, offers, locations] = await Promise.all([
    brand.make ? loadMakeStock(db, site, brand.make, now) : null,
    brand.manufacturerId === null
      ? []
      : listLatestOffers(db, site.id, {
          today: isoDateInTimeZone(now, config.timezone),
          exclusionExceptions: config.offers.exclusionExceptions,
          manufacturerId: brand.manufacturerId,
          limit: BRAND_PAGE_OFFERS,
        }),
    brand.make ? listLocationsSellingMake(db, site.id, brand.make) : [],
  ]);
  const hasSingleManufacturer = site.manufacturer !== null;
  return {
    brand: toBrand(brand),
    breadcrumbs: brandBreadcrumbs(brand.title),
    stock: stock ?? { count: 0, searchHref: null, models: [] },
    offers: offers.map((offer) => ({ ...offer, href: offerHref(offer, hasSingleManufacturer) })),
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      href: locationHref(location, config.links.locationLinkStyle),
    })),
    offerEnquireButtonText: config.forms.offerEnquireButtonText,
  };
}

function toBrand(brand: BrandEntryRow): BrandPageData['brand'] {
  return {
    title: brand.title,
    slug: brand.slug,
    make: brand.make,
    logoUrl: brand.logoUrl,
    bannerUrl: brand.bannerUrl,
    description: brand.description,
    websiteUrl: brand.url,
    canonicalPath: brandPagePath(brand.slug),
  };
}

/** A-16, C-29: the stock rule of search, so every count matches what the linked search shows. */
async function loadMakeStock(db: Database, site: BrandPageSite, make: string, now: Date) {
  const rules = resolveStockRules(stockRuleOptionsOf(site.config), now, '');
  const [cars, ctx] = await Promise.all([
    listListedMakeStock(db, site.id, rules, make),
    loadSearchUrlContext(db, site.id, site.config),
  ]);
  const models = cars.length > 0 ? await modelLinks(db, site.id, make, countStockByModel(cars), ctx) : [];
  return { count: cars.length, searchHref: cars.length > 0 ? makeStockHref(make, ctx) : null, models };
}

/** Each model with stock links to its model page when the site has one (B-41), else to its stock search. */
async function modelLinks(
  db: Database,
  siteId: number,
  make: string,
  counts: { name: string; count: number }[],
  ctx: SearchUrlContext,
): Promise<BrandModelStock[]> {
  const { models } = await listDirectoryModels(db, siteId, { limit: MODEL_LOOKUP_LIMIT, offset: 0 });
  const pages = new Map(
    models
      .filter((model) => model.manufacturerName.toLowerCase() === make.toLowerCase())
      .map((model) => [model.name.toLowerCase(), modelHref({ slug: model.slug, overrideUrl: null })]),
  );
  return counts.map(({ name, count }) => ({
    name,
    count,
    href: pages.get(name.toLowerCase()) ?? modelStockHref(make, name, ctx),
  }));
}
