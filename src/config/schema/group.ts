import { z } from 'zod';
import { positiveInt, recordOf, timeZoneSchema } from './primitives';

const groupStatSchema = z.object({ value: z.string().min(1), label: z.string().min(1) }).strict();

const salesCounterSchema = z
  .object({
    enabled: z.boolean().default(false),
    perDay: positiveInt.default(192),
    intervalSeconds: positiveInt.default(450),
    refreshMs: positiveInt.default(150000),
    countUpMs: positiveInt.default(2000),
    timezone: timeZoneSchema.default('Australia/Brisbane'),
  })
  .strict()
  .prefault({});

/** text null = worded from the numbers (the spec does not give the wording, L-9). */
const warrantySchema = z
  .object({
    years: positiveInt,
    unlimitedKm: z.boolean().default(false),
    roadsideYears: positiveInt.nullable().default(null),
    text: z.string().min(1).nullable().default(null),
  })
  .strict();

export type Warranty = z.infer<typeof warrantySchema>;

/** Options 140–142: the dealer-group site. */
export const groupSchema = z
  .object({
    stats: z.array(groupStatSchema).default([
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years' },
    ]),
    salesCounter: salesCounterSchema,
    /** Key: make, or 'used' for the standard used-car warranty. */
    warrantyByBrand: recordOf(warrantySchema).default({
      used: { years: 3, unlimitedKm: false, roadsideYears: null, text: null },
    }),
  })
  .strict()
  .prefault({});

/**
 * Options 143–144 belong to each brand entry (tile), not to the site: they are columns of the brand-entry
 * row, validated with this schema where those rows are read. Not part of SiteConfig.
 */
export const brandEntryOptionsSchema = z
  .object({
    skipBrandPage: z.boolean().default(false),
    /** External target; null = the internal /brands/{slug} page (L-11, L-12). */
    url: z.string().min(1).nullable().default(null),
  })
  .strict();

export type BrandEntryOptions = z.infer<typeof brandEntryOptionsSchema>;
