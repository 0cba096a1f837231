import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/** Every tenant table starts with this column: NOT NULL, cascades with its site. */
export const siteIdColumn = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The delivery state every outbox table carries (lead and alert outboxes): the shared claim, lease and retry
 * code (src/server/outbox) reads and writes exactly these.
 */
export const outboxDeliveryColumns = () => ({
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
