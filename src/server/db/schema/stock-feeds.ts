import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { siteIdColumn, updatedAt } from './columns';

/**
 * Where each site's scheduled stock pull stands (decision 059): when it is next due, and the lease of the
 * instance pulling it now. An instance takes the lease with one conditional update (due, and no live lease),
 * so two instances never import the same feed at once; a lease left by a crashed instance runs out and is
 * taken over.
 */
export const stockFeedPulls = pgTable('stock_feed_pulls', {
  siteId: siteIdColumn().primaryKey(),
  nextPullAt: timestamp('next_pull_at', { withTimezone: true }).notNull(),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** What the last pull did: its counts, or why it failed (for the console and the log). */
  lastOutcome: jsonb('last_outcome').$type<Record<string, unknown>>(),
  updatedAt: updatedAt(),
});
