import { integer, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/** Every tenant table starts with this column: NOT NULL, cascades with its site. */
export const siteIdColumn = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
