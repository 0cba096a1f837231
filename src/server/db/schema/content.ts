import { boolean, date, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, siteIdColumn, siteReference, updatedAt } from './columns';
import { manufacturers, models } from './catalogue';
import { locations } from './dealerships';

/** An offer (K-1). `expiry` is our addition (K-10); excluded_website_ids hides it on those sites (K-12). */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    dealershipId: integer('dealership_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sanitizedDescription: text('sanitized_description').notNull().default(''),
    disclaimer: text('disclaimer').notNull().default(''),
    category: text('category'),
    imageUrl: text('image_url'),
    modelId: integer('model_id'),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    manufacturerName: text('manufacturer_name'),
    excludedWebsiteIds: jsonb('excluded_website_ids').$type<number[]>().notNull().default([]),
    expiry: date('expiry', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_site_created_idx').on(t.siteId, t.createdAt),
    siteReference('offers_model_fk', [t.siteId, t.modelId], models),
  ],
);

/** A promotion node inserted into search results (K-14..K-17). */
export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    expiry: timestamp('expiry', { withTimezone: true }).notNull(),
    position: integer('position').notNull(),
    display: jsonb('display').$type<string[]>().notNull().default([]),
    strictDisplay: boolean('strict_display').notNull().default(false),
    /** The card content: title, body, image and link. */
    node: jsonb('node')
      .$type<{ title: string; body: string; imageUrl: string | null; url: string; buttonText: string }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_site_window_idx').on(t.siteId, t.start, t.expiry)],
);

/** A customer review (L-15); the aggregate is computed. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    locationId: integer('location_id'),
    customerName: text('customer_name').notNull(),
    text: text('text').notNull(),
    rating: real('rating').notNull(),
    reviewDate: date('review_date', { mode: 'string' }).notNull(),
    imageUrl: text('image_url'),
    source: text('source').notNull().default('google'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_site_date_idx').on(t.siteId, t.reviewDate),
    // Cascade, not SET NULL: a composite SET NULL would null site_id as well.
    siteReference('reviews_location_fk', [t.siteId, t.locationId], locations).onDelete('cascade'),
  ],
);

/** Home-page promotion slides (K-21). */
export const slides = pgTable(
  'slides',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    url: text('url'),
    imageUrl: text('image_url').notNull(),
    hideOverlay: boolean('hide_overlay').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('slides_site_position_idx').on(t.siteId, t.position)],
);
