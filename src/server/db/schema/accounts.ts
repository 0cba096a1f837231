import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES } from '@/domain/alerts/consent';
import { createdAt, idColumn, siteIdColumn, siteReference, updatedAt } from './columns';
import { vehicles } from './vehicles';

/** A buyer account. Accounts belong to one site: signing in on one dealer's site never signs you in on another. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    name: text('name'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_site_phone_key').on(t.siteId, t.phoneNumber),
    unique('users_site_email_key').on(t.siteId, t.email),
    unique('users_site_id_key').on(t.siteId, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_site_user_idx').on(t.siteId, t.userId),
    siteReference('sessions_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
  ],
);

/**
 * better-auth's account model: how a user proves who they are. Sign-in here is by one-time code, so rows appear
 * only where better-auth links a credential (decision 050); kept so every better-auth path has its table.
 */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auth_accounts_site_user_idx').on(t.siteId, t.userId),
    siteReference('auth_accounts_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
  ],
);

/** One-time codes (phone sign-in) and similar short-lived secrets; only hashes are stored. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_site_identifier_idx').on(t.siteId, t.identifier)],
);

/** A saved car (S1 §3 Watchlist entry). */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    /** The car's price and standing when the buyer was last told of it (or saved it): alerts say what changed since. */
    alertedPrice: integer('alerted_price'),
    alertedStanding: text('alerted_standing', { enum: ['available', 'reserved', 'sold'] }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('watchlist_entries_site_user_vehicle_key').on(t.siteId, t.userId, t.vehicleId),
    siteReference('watchlist_entries_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
    siteReference('watchlist_entries_vehicle_fk', [t.siteId, t.vehicleId], vehicles).onDelete('cascade'),
  ],
);

/**
 * The favourites and compare lists of a signed-in buyer (I-12 … I-15), kept with the account so they follow the
 * buyer to another device: the browser's lists are merged in at sign-in and changes are mirrored after.
 */
export const accountSavedCars = pgTable(
  'account_saved_cars',
  {
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    list: text('list', { enum: ['favourites', 'compare'] }).notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('account_saved_cars_site_user_list_vehicle_key').on(t.siteId, t.userId, t.list, t.vehicleId),
    siteReference('account_saved_cars_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
    siteReference('account_saved_cars_vehicle_fk', [t.siteId, t.vehicleId], vehicles).onDelete('cascade'),
  ],
);

/** A search the buyer saved (decision 050): its address on the site, and the search page's title for it. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id').notNull(),
    /** The search page's path and query ('/search/used-cars?make=Kia'), without a page number. */
    path: text('path').notNull(),
    label: text('label').notNull(),
    /** Email alerts of new matching stock: at once, in a daily digest, or none. */
    alertFrequency: text('alert_frequency', { enum: ALERT_FREQUENCIES }).notNull().default('off'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('saved_searches_site_user_path_key').on(t.siteId, t.userId, t.path),
    unique('saved_searches_site_id_key').on(t.siteId, t.id),
    siteReference('saved_searches_user_fk', [t.siteId, t.userId], users).onDelete('cascade'),
  ],
);
