import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn } from './columns';

/**
 * Platform secrets generated on first use (the ALTCHA HMAC key when ALTCHA_HMAC_KEY is unset). Kept in the
 * database rather than a file so every process and every node on one database signs with the same key.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The ALTCHA replay store: each solved challenge counts once per site. The idempotency key lets the same
 * submission be retried with its challenge (a retry after a lost response must get its lead_id back).
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    siteId: siteIdColumn(),
    signature: text('signature').notNull(),
    formType: text('form_type').notNull(),
    idempotencyKey: text('idempotency_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'captcha_solutions_pk', columns: [t.siteId, t.signature] }),
    index('captcha_solutions_site_expires_idx').on(t.siteId, t.expiresAt),
  ],
);

/**
 * rate-limiter-flexible counters shared by every node. `key` is the limiter's prefix plus a hash of the IP or
 * contact detail, never the detail itself.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    siteId: siteIdColumn(),
    key: text('key').notNull(),
    points: integer('points').notNull(),
    /** Null: the counter never expires (rate-limiter-flexible's duration 0). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.siteId, t.key] }),
    index('rate_limit_counters_site_expires_idx').on(t.siteId, t.expiresAt),
  ],
);
