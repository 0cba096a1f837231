import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { savedSearches, users } from './accounts';
import {
  createdAt,
  idColumn,
  outboxDeliveryColumns,
  siteIdColumn,
  siteReference,
  updatedAt,
} from './columns';
import { vehicles } from './vehicles';

/**
 * Proof of a buyer's consent to alert emails (Spam Act 2003): the address, the exact words they agreed to,
 * where and when. Withdrawn by any unsubscribe of "all alerts"; alerts are only sent under a live record.
 */
export const alertConsents = pgTable(
  'alert_consents',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    statement: text('statement').notNull(),
    /** The site's address as the buyer used it: alert emails link back to it. */
    origin: text('origin').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_consents_site_user_idx').on(t.siteId, t.userId),
    siteReference('alert_consents_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
  ],
);

/** A buyer's alert switches that are not per saved search. */
export const alertSettings = pgTable(
  'alert_settings',
  {
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    /** Email when a watched car drops in price, is reserved or sells. */
    watchlist: boolean('watchlist').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'alert_settings_pkey', columns: [t.siteId, t.userId] }),
    siteReference('alert_settings_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
  ],
);

/**
 * Where the alert matcher stands per site: the stock version it last matched, the newest listing time it has
 * seen (cars listed after it are new stock), and when the next daily digest is due.
 */
export const alertSiteState = pgTable('alert_site_state', {
  siteId: siteIdColumn().primaryKey(),
  stockVersion: bigint('stock_version', { mode: 'number' }).notNull(),
  listedUntil: timestamp('listed_until', { withTimezone: true }).notNull(),
  nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/** A car found for a saved search: once per (search, car), so no car is announced twice for one search. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    siteId: siteIdColumn(),
    savedSearchId: integer('saved_search_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    createdAt: createdAt(),
    /** Set when the match went into an email (at once for instant searches, at the digest for daily ones). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('alert_matches_site_search_vehicle_key').on(t.siteId, t.savedSearchId, t.vehicleId),
    index('alert_matches_unsent_idx')
      .on(t.siteId, t.savedSearchId)
      .where(sql`emailed_at is null`),
    siteReference('alert_matches_search_fk', [t.siteId, t.savedSearchId], savedSearches).onDelete('cascade'),
    siteReference('alert_matches_vehicle_fk', [t.siteId, t.vehicleId], vehicles).onDelete('cascade'),
  ],
);

/** An alert email waiting to go: the lead outbox's claim, lease and retry, over its own rows. */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ['saved-search', 'watchlist'] }).notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ...outboxDeliveryColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_outbox_site_user_idx').on(t.siteId, t.userId),
    // As the lead outbox: the worker serves every site, so its claim index is not led by site_id.
    index('alert_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    siteReference('alert_outbox_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
  ],
);
