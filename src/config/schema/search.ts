import { z } from 'zod';
import { auStateSchema, nonNegativeInt, positiveInt, sitePathSchema } from './primitives';

const sortOptionSchema = z
  .object({
    /** The URL `sortBy` value. */
    key: z.string().min(1),
    label: z.string().min(1),
    /** `attribute:direction`, the form of the prefetch key 'Car_production:custom_rank:desc' (C-20). */
    sort: z.string().regex(/^[a-z_]+:(asc|desc)$/, 'expected attribute:asc or attribute:desc'),
  })
  .strict();

/** A-15 proposal: labels and sort keys as the checklist gives them. */
const defaultSortOptions = [
  { key: 'relevance', label: 'Most Relevant', sort: 'custom_rank:desc' },
  { key: 'latest', label: 'Latest', sort: 'created_at:desc' },
  { key: 'price_desc', label: 'Highest Price', sort: 'price:desc' },
  { key: 'price_asc', label: 'Lowest Price', sort: 'price:asc' },
];

/** Kept for sites that still point at a hosted engine; our own search ignores it (decision 4). */
const instantSearchSchema = z
  .object({ host: z.url(), apiKey: z.string().min(1), index: z.string().min(1) })
  .strict();

const stockFilterSchema = z
  .object({
    excludedItemTypes: z.array(z.string().min(1)).default([]),
    excludedStates: z.array(auStateSchema).default([]),
    hiddenStockNumbers: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .prefault({});

/** Options 28–46: stock search. */
export const searchSchema = z
  .object({
    path: sitePathSchema.default('/search/new-used-and-demo-cars'),
    sortOptions: z.array(sortOptionSchema).min(1).default(defaultSortOptions),
    /** Applied to every stock query, `attr:value` terms; '' = no site filter. */
    filters: z.string().default(''),
    enabledRoutes: z
      .array(z.string().min(1))
      .default(['new-used-and-demo-cars', 'new-cars', 'used-cars', 'demo-cars', 'new-and-demo-cars']),
    instantSearch: instantSearchSchema.nullable().default(null),
    customBodyTypes: z.array(z.string().min(1)).nullable().default(null),
    cacheSize: positiveInt.default(10),
    stockCountOverride: nonNegativeInt.nullable().default(null),
    visibleMakesCount: positiveInt.default(7),
    popularMakes: z.array(z.string().min(1)).nullable().default(null),
    excludeZeroPriceOnPriceAsc: z.boolean().default(false),
    hideZeroPriceVehicles: z.boolean().default(false),
    stockFilter: stockFilterSchema,
    /** Secondary order within equal make/model (C-32). */
    seriesSortOrder: z.array(z.string().min(1)).default([]),
    breadcrumbBasePath: z.enum(['/search', '/used-car']).default('/search'),
    /** Model slugs; null = every model in the site's models data (B-51). */
    configuredModels: z.array(z.string().min(1)).nullable().default(null),
    imageQuality: z.number().int().min(1).max(100).default(75),
    /**
     * Decision 055: a site's words for stored filter values, by attribute ('body', 'status', 'car_type' …)
     * and value, over the platform's ({ body: { popTop: 'Pop Top' } }). URLs keep the stored values.
     */
    valueLabels: z
      .record(z.string().min(1).max(40), z.record(z.string().min(1).max(200), z.string().min(1).max(60)))
      .default({}),
    /** C-39: the word in 'Show Me {count} {vehicle type}' ('Caravans' for a caravan dealer). */
    vehicleNounPlural: z.string().min(1).max(30).default('Cars'),
    /** Decision 057: the words in '{n} vehicles found' ('caravan'/'caravans' for a caravan dealer). */
    countNoun: z
      .object({ one: z.string().min(1).max(30), other: z.string().min(1).max(30) })
      .strict()
      .default({ one: 'vehicle', other: 'vehicles' }),
  })
  .strict()
  .prefault({});
