import { z } from 'zod';
import { nonNegativeInt, positiveInt } from './primitives';

/** The spec's special-hours entry (S2 L77), for sites whose holiday hours are seeded from config (J-40). */
const holidayHoursEntrySchema = z
  .object({
    date: z.iso.date(),
    status: z.string().min(1),
    startHour: z.string().min(1).nullable().default(null),
    endHour: z.string().min(1).nullable().default(null),
    department: z.enum(['sales', 'service', 'parts', 'all', '']).default('all'),
    locationName: z.string().min(1).nullable().default(null),
  })
  .strict();

export type HolidayHoursEntry = z.infer<typeof holidayHoursEntrySchema>;

const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/**
 * J-11 with a map provider: a raster tile URL template switches the location page's map to an interactive
 * one (Leaflet). null, the default, keeps the bundled outline map, which makes no outside request.
 */
const locationMapSchema = z
  .object({
    tileUrl: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .refine((url) => TILE_PLACEHOLDERS.every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
      .nullable()
      .default(null),
    /** The provider's required credit, shown on the map. */
    attribution: z.string().max(300).default(''),
    /** Option 80 `mapZoom`. */
    zoom: z.number().int().min(1).max(19).default(15),
  })
  .strict()
  .prefault({});

/** Options 101–106: location cards, order and opening hours. */
export const locationsSchema = z
  .object({
    showEmailModal: z.boolean().default(false),
    contactButtonText: z.string().min(1).default('Contact Us'),
    /** Location slugs; null = sorted by name (J-15). */
    order: z.array(z.string().min(1)).nullable().default(null),
    closedDayText: z.enum(['Closed', 'By appointment only']).default('Closed'),
    forceFullHours: z.boolean().default(false),
    holidayHoursSeed: z.array(holidayHoursEntrySchema).default([]),
    map: locationMapSchema,
  })
  .strict()
  .prefault({});

/** Options 107–109. */
export const reviewsSchema = z
  .object({
    minRating: z.number().min(0).max(5).default(4),
    googleFullQuantity: positiveInt.default(12),
    /** The spec's two default names are not given (L-19), so the platform default is empty. */
    hiddenCustomerNames: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .prefault({});

/** Options 110–111. */
export const offersSchema = z
  .object({
    expandFinanceDisclaimer: z.boolean().default(false),
    /** Offer ids exempt from the exclusion rule (K-12). */
    exclusionExceptions: z.array(nonNegativeInt).default([]),
  })
  .strict()
  .prefault({});
