import { z } from 'zod';
import { isRefusedHost } from '@/config/public-address';

/**
 * Decision 058: the fields a dealer's stock feed can fill, named as the platform names them. Here (the bottom
 * layer) so the site config can check a feed's column mapping; the import's rules live in
 * domain/stock-import.
 */
export const STOCK_FEED_FIELDS = [
  'stocknum',
  'vin',
  'regplate',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'price',
  'priceType',
  'km',
  'body',
  'transmission',
  'fuel',
  'drive',
  'colour',
  'seats',
  'engine',
  'location',
  'status',
  'carType',
  'comments',
  'features',
  'photos',
] as const;
export type StockFeedField = (typeof STOCK_FEED_FIELDS)[number];

const headerName = z.string().trim().min(1).max(80);

/** Each field's header names in one feed source (a mapping file's `columns`); the common headers serve the rest. */
export const feedColumnsSchema = z
  .partialRecord(z.enum(STOCK_FEED_FIELDS), z.array(headerName).min(1).max(20))
  .default({});

/**
 * A site's scheduled stock pull: the server's worker fetches `url` every `intervalMinutes` (one instance at a
 * time, under a lease) and imports it as `npm run import` would. The URL may carry the dealer-management
 * system's key, so it is redacted from the config pages see; `localhost` and literal private addresses are
 * refused here and every resolved address again by the outbound guard (decision 031).
 */
export const stockFeedSchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .refine(
        (url) => URL.canParse(url) && !isRefusedHost(new URL(url).hostname),
        'expected a public host, not localhost or a private, loopback or link-local address',
      ),
    /** null: JSON when the server says so or the address ends in .json, else CSV. */
    format: z.enum(['csv', 'json']).nullable().default(null),
    intervalMinutes: z
      .number()
      .int()
      .min(15)
      .max(7 * 24 * 60)
      .default(60),
    /** A full feed lists the whole yard: cars it leaves out are marked sold. */
    full: z.boolean().default(true),
    photos: z.boolean().default(true),
    columns: feedColumnsSchema,
  })
  .strict()
  .nullable()
  .default(null);

export type StockFeedConfig = NonNullable<z.infer<typeof stockFeedSchema>>;
