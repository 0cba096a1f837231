import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, siteIdColumn } from './columns';

/** The platform-wide manufacturer list ("a long static list exists", L-14). Reference data, not a tenant table. */
export const manufacturers = pgTable('manufacturers', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  createdAt: createdAt(),
});

/** A site's model range (K-25): what /models lists and what breadcrumbs may name (B-51). */
export const models = pgTable(
  'models',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    overrideUrl: text('override_url'),
    imageUrl: text('image_url'),
    cloudfrontNewImageUrl: text('cloudfront_new_image_url'),
    manufacturerBody: text('manufacturer_body'),
    manufacturerBody2: text('manufacturer_body2'),
    manufacturerBody3: text('manufacturer_body3'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('models_site_slug_key').on(t.siteId, t.slug),
    unique('models_site_id_key').on(t.siteId, t.id),
  ],
);

/**
 * Brand entries and dealership-website tiles (L-10, L-12): one table, since a tile is a brand entry
 * with an optional external url.
 */
export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    /** Grid the tile belongs to on a group site: cars, motorcycles, trucks or group brands (L-1). */
    grid: text('grid').notNull().default('cars'),
    title: text('title').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    make: text('make'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    description: text('description'),
    url: text('url'),
    skipBrandPage: boolean('skip_brand_page').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('brands_site_slug_key').on(t.siteId, t.slug),
    index('brands_site_grid_idx').on(t.siteId, t.grid),
  ],
);
