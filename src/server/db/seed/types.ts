import type * as schema from '../schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Everything but the stock: small, generated eagerly. Keys are in foreign-key (insert) order. */
export type StaticTables = {
  manufacturers: Insert<typeof schema.manufacturers>[];
  dealerGroups: Insert<typeof schema.dealerGroups>[];
  sites: Insert<typeof schema.sites>[];
  siteDomains: Insert<typeof schema.siteDomains>[];
  dealerships: Insert<typeof schema.dealerships>[];
  locations: Insert<typeof schema.locations>[];
  locationDistribution: Insert<typeof schema.locationDistribution>[];
  openingHours: Insert<typeof schema.openingHours>[];
  holidayHours: Insert<typeof schema.holidayHours>[];
  models: Insert<typeof schema.models>[];
  brands: Insert<typeof schema.brands>[];
  offers: Insert<typeof schema.offers>[];
  promotions: Insert<typeof schema.promotions>[];
  reviews: Insert<typeof schema.reviews>[];
  slides: Insert<typeof schema.slides>[];
  pages: Insert<typeof schema.pages>[];
  staffMembers: Insert<typeof schema.staffMembers>[];
};

/** Stock rows: generated lazily in batches, so 200,000 vehicles never sit in memory at once. */
export type StockTables = {
  vehicles: Insert<typeof schema.vehicles>[];
  vehicleImages: Insert<typeof schema.vehicleImages>[];
  spinFrames: Insert<typeof schema.spinFrames>[];
  spinHotspots: Insert<typeof schema.spinHotspots>[];
  vehicleVariantSpecs: Insert<typeof schema.vehicleVariantSpecs>[];
  vehicleFinanceLenders: Insert<typeof schema.vehicleFinanceLenders>[];
  vehicleViewCounts: Insert<typeof schema.vehicleViewCounts>[];
};

export type DemoRows = StaticTables & StockTables;
export type DemoTableName = keyof DemoRows;

export type SiteStockStream = {
  siteId: number;
  siteSlug: string;
  count: number;
  /** Restartable: every call regenerates the same rows from the site's seed. */
  batches: (vehiclesPerBatch?: number) => Generator<StockTables>;
};

export type DemoData = {
  seed: number | string;
  now: Date;
  siteSlugs: string[];
  tables: StaticTables;
  stock: SiteStockStream[];
};

export type GenerateOptions = {
  seed?: number | string;
  now: Date;
  /** Generate this site with `count` vehicles instead of its usual number (benchmarks). */
  vehiclesOverride?: { siteSlug: string; count: number };
  /** Only these sites (default: all demo sites). Platform rows (manufacturers, groups) are always included. */
  sites?: readonly string[];
};

export function emptyStockTables(): StockTables {
  return {
    vehicles: [],
    vehicleImages: [],
    spinFrames: [],
    spinHotspots: [],
    vehicleVariantSpecs: [],
    vehicleFinanceLenders: [],
    vehicleViewCounts: [],
  };
}
