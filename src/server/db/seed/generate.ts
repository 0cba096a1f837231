import { DEMO_SITES } from './demo-sites';
import { generateBrands, generateModels } from './generate-catalogue';
import {
  contentRng,
  generateOffers,
  generatePromotions,
  generateReviews,
  generateSlides,
} from './generate-content';
import { generateHolidayHours, generateOpeningHours } from './generate-hours';
import { generateModelPages, generatePages } from './generate-pages';
import {
  generateDealerGroups,
  generateLocationRows,
  generateManufacturers,
  generateSiteRows,
} from './generate-platform';
import { planSite } from './site-plan';
import { siteStockStream } from './stock/stream';
import {
  type DemoData,
  type DemoRows,
  emptyStockTables,
  type GenerateOptions,
  type StaticTables,
  type StockTables,
} from './types';

export const DEFAULT_SEED = 20_240_601;

/** Platform rows (every manufacturer, every demo group) with the per-site tables still empty. */
function platformTables(now: Date): StaticTables {
  return {
    manufacturers: generateManufacturers(now),
    dealerGroups: generateDealerGroups(now),
    sites: [],
    siteDomains: [],
    dealerships: [],
    locations: [],
    locationDistribution: [],
    openingHours: [],
    holidayHours: [],
    models: [],
    brands: [],
    offers: [],
    promotions: [],
    reviews: [],
    slides: [],
    pages: [],
    staffMembers: [],
  };
}

/**
 * The demo dealers as rows per table. Pure: no I/O, and the same seed and `now` give identical rows.
 * Stock is a lazy stream per site (see SiteStockStream); `collectDemoRows` materialises it for small sets.
 */
export function generateDemoData(options: GenerateOptions): DemoData {
  const seed = options.seed ?? DEFAULT_SEED;
  const { now, vehiclesOverride } = options;
  const selected = DEMO_SITES.filter((site) => !options.sites || options.sites.includes(site.slug));
  const unknown = [...(options.sites ?? []), ...(vehiclesOverride ? [vehiclesOverride.siteSlug] : [])].filter(
    (slug) => !DEMO_SITES.some((site) => site.slug === slug),
  );
  if (unknown.length > 0) throw new Error(`Unknown demo site: ${unknown.join(', ')}`);
  const tables = platformTables(now);
  const stock = selected.map((site) => {
    const plan = planSite(site);
    const rng = contentRng(seed, plan);
    const models = generateModels(plan, now);
    const siteRows = generateSiteRows(plan, now);
    const locationRows = generateLocationRows(plan, seed, now);
    tables.sites.push(...siteRows.sites);
    tables.siteDomains.push(...siteRows.siteDomains);
    tables.dealerships.push(...siteRows.dealerships);
    tables.staffMembers.push(...siteRows.staffMembers);
    tables.locations.push(...locationRows.locations);
    tables.locationDistribution.push(...locationRows.locationDistribution);
    tables.openingHours.push(...generateOpeningHours(plan));
    tables.holidayHours.push(...generateHolidayHours(plan, now));
    tables.models.push(...models.map((model) => model.row));
    tables.brands.push(...generateBrands(plan, now));
    tables.offers.push(...generateOffers(plan, models, now, rng));
    tables.promotions.push(...generatePromotions(plan, models, now));
    tables.reviews.push(...generateReviews(plan, now, rng));
    tables.slides.push(...generateSlides(plan, models, now));
    tables.pages.push(...generatePages(plan, now), ...generateModelPages(plan, models, now));
    const count = vehiclesOverride?.siteSlug === site.slug ? vehiclesOverride.count : site.stock.count;
    return siteStockStream(plan, seed, now, count);
  });
  return { seed, now, siteSlugs: selected.map((site) => site.slug), tables, stock };
}

/** Every row of `data`, stock included, in memory: for tests and the default (small) demo set. */
export function collectDemoRows(data: DemoData): DemoRows {
  const stock = emptyStockTables();
  for (const site of data.stock) {
    for (const batch of site.batches()) {
      for (const key of Object.keys(stock) as (keyof StockTables)[])
        (stock[key] as unknown[]).push(...batch[key]);
    }
  }
  return { ...data.tables, ...stock };
}
