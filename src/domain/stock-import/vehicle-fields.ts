import { z } from 'zod';

/**
 * Decision 058: the readers of a stock feed's cells. Cells arrive as text (CSV) and are read the way dealer
 * exports write them ('$32,990', '45,000 km', '2.5L', 'In Stock'); anything that cannot be read for certain
 * is refused with a reason, never guessed.
 */

export type ReadOptions = {
  /** The catalogue's makes; a row's make is matched without case and stored in the catalogue's spelling. */
  knownMakes: readonly string[];
  /** The year now: a vehicle can be next year's model, not later. */
  nowYear: number;
};

const LIMITS = { shortText: 60, comments: 20_000, feature: 120, features: 300, photos: 100, url: 2_000 };
const MAX_PRICE = 10_000_000;
const MAX_KM = 2_000_000;

const tooLong = (max: number) => `is longer than ${max.toLocaleString('en-AU')} characters`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : null));
const required = (what: string, max: number) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .min(1, `${what} is missing`)
    .max(max, tooLong(max));

/** '$32,990', '32990.00', ' 32 990 ' → 32990; anything else (POA, 'Call', -1) is not a price. */
const priceSchema = z
  .string({ error: 'Price is missing' })
  .transform((value) => value.replace(/[$,\s]/g, ''))
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'Price must be a number of dollars (0 for no price)'))
  .transform(Number)
  .pipe(z.number().max(MAX_PRICE, `Price must be at most $${MAX_PRICE.toLocaleString('en-AU')}`))
  .transform(Math.round);

const KM_MESSAGE = `Kilometres must be a whole number from 0 to ${MAX_KM.toLocaleString('en-AU')}`;
const kmSchema = z
  .string()
  .optional()
  .transform((value) => (value ?? '').replace(/[,\s]|kms?$/gi, ''))
  .pipe(z.string().regex(/^\d*$/, KM_MESSAGE))
  .transform((value) => (value === '' ? 0 : Number(value)))
  .pipe(z.number().max(MAX_KM, KM_MESSAGE));

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** '2.5', '2.5L', '2.5 litre' → litres; '2500cc', '2,494 cc' → cc and litres to one decimal. */
function readEngine(value: string): { litres: number; cc: number | null } | null {
  const compact = value.replace(/[,\s]/g, '').toLowerCase();
  const cc = /^(\d{2,5})cc$/.exec(compact);
  if (cc) return { cc: Number(cc[1]), litres: Math.round(Number(cc[1]) / 100) / 10 };
  const litres = /^(\d{1,2}(\.\d{1,2})?)(l|litres?)?$/.exec(compact);
  return litres && Number(litres[1]) > 0 ? { cc: null, litres: Number(litres[1]) } : null;
}

const STATUS_WORDS: Readonly<Record<string, 'in_stock' | 'coming_soon' | 'sold'>> = {
  'in stock': 'in_stock',
  in_stock: 'in_stock',
  available: 'in_stock',
  'for sale': 'in_stock',
  'coming soon': 'coming_soon',
  coming_soon: 'coming_soon',
  incoming: 'coming_soon',
  'in transit': 'coming_soon',
  sold: 'sold',
};

const CAR_TYPE_WORDS: Readonly<Record<string, 'new' | 'used' | 'demo'>> = {
  new: 'new',
  n: 'new',
  used: 'used',
  u: 'used',
  'pre-owned': 'used',
  demo: 'demo',
  demonstrator: 'demo',
  d: 'demo',
};

/** A word list cell ('In Stock'); blank reads as `fallback`. */
function wordSchema<T extends string>(words: Readonly<Record<string, T>>, fallback: T, what: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      const key = (value ?? '').trim().toLowerCase();
      if (key === '') return fallback;
      const word = words[key];
      if (word === undefined)
        context.addIssue({
          code: 'custom',
          message: `${what} must be one of ${[...new Set(Object.values(words))].join(', ')}`,
        });
      return word ?? fallback;
    });
}

/** Items separated by '|', ';' or line breaks (the separators exports use inside one cell). */
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(/[|;\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The rules one data row must meet, cell by cell (built once per feed). */
export function vehicleRowSchema(options: ReadOptions) {
  const makes = new Map(options.knownMakes.map((make) => [make.toLowerCase(), make]));
  return z.object({
    stocknum: required('Stock number', 40),
    vin: required('VIN', 17)
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(VIN_PATTERN, 'VIN must be 17 letters and digits, without I, O or Q')),
    regplate: optionalText(10).transform((value) => value?.toUpperCase() ?? null),
    make: required('Make', LIMITS.shortText).transform((value, context) => {
      const make = makes.get(value.toLowerCase());
      if (make === undefined) context.addIssue({ code: 'custom', message: `Unknown make '${value}'` });
      return make ?? value;
    }),
    model: required('Model', LIMITS.shortText),
    badge: optionalText(LIMITS.shortText),
    series: optionalText(LIMITS.shortText),
    year: z
      .string({ error: 'Year is missing' })
      .trim()
      .regex(/^\d{4}$/, `Year must be a year from 1900 to ${options.nowYear + 1}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1900, `Year must be a year from 1900 to ${options.nowYear + 1}`)
          .max(options.nowYear + 1, `Year must be a year from 1900 to ${options.nowYear + 1}`),
      ),
    price: priceSchema,
    priceType: optionalText(40),
    km: kmSchema,
    body: optionalText(LIMITS.shortText),
    transmission: optionalText(LIMITS.shortText),
    fuel: optionalText(LIMITS.shortText),
    drive: optionalText(LIMITS.shortText),
    colour: optionalText(LIMITS.shortText),
    seats: optionalText(LIMITS.shortText).pipe(
      z
        .string()
        .regex(/^[1-9]\d?$/, 'Seats must be a whole number from 1 to 99')
        .transform(Number)
        .nullable(),
    ),
    engine: optionalText(20).transform((value, context) => {
      if (value === null) return null;
      const engine = readEngine(value);
      if (engine === null)
        context.addIssue({ code: 'custom', message: 'Engine must be litres (2.5 or 2.5L) or cc (2500cc)' });
      return engine;
    }),
    location: optionalText(LIMITS.shortText),
    status: wordSchema(STATUS_WORDS, 'in_stock', 'Status'),
    carType: wordSchema(CAR_TYPE_WORDS, 'used', 'Condition'),
    comments: optionalText(LIMITS.comments),
    features: z
      .string()
      .optional()
      .transform(listOf)
      .pipe(z.array(text(LIMITS.feature)).max(LIMITS.features, `has more than ${LIMITS.features} features`)),
    photos: z
      .string()
      .optional()
      .transform((value) => listOf(value?.replace(/[\s,]+/g, '|')))
      .pipe(
        z
          .array(
            z.url({ protocol: /^https?$/, error: 'Photos must be http or https addresses' }).max(LIMITS.url),
          )
          .max(LIMITS.photos, `has more than ${LIMITS.photos} photos`),
      ),
  });
}

export type ImportedVehicle = z.infer<ReturnType<typeof vehicleRowSchema>>;
