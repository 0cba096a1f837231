import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, siteIdColumn, updatedAt } from './columns';

/**
 * A dealer-written content page (decision 015: about us, fleet, privacy policy, warranty, …): Markdown
 * written by the dealer, rendered sanitised. Served at `/pages/{slug}` and at the fixed routes the spec
 * names.
 */
export const pages = pgTable(
  'pages',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Markdown; raw HTML in it is escaped when rendered. */
    body: text('body').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_site_slug_idx').on(t.siteId, t.slug)],
);
