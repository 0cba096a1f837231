import { foreignKey, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/** A table's own numeric id, given by the database (an identity column). */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

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

/**
 * A tenant row's reference to a row of another tenant table, pinned to the same site: (site_id, column) →
 * (parent.site_id, parent.id), so a row can never point into another site. The caller says what a delete of
 * the parent does (most cascade; a staff member's rows stay).
 */
export const siteReference = (
  name: string,
  columns: [siteId: AnyPgColumn, parentId: AnyPgColumn],
  parent: { siteId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns, foreignColumns: [parent.siteId, parent.id] });
