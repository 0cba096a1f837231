import { bigint, boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { manufacturers } from './catalogue';

/**
 * Config overrides are stored as JSON and validated against the site config schema at start-up
 * (src/config). They are `unknown` here on purpose: the database does not trust its own JSON.
 */
type ConfigOverrides = Record<string, unknown>;

/** A dealer group: the "one dealer group" layer of the config merge. Platform-level, not a tenant. */
export const dealerGroups = pgTable('dealer_groups', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  configOverrides: jsonb('config_overrides').$type<ConfigOverrides>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The tenant root. Its id is the `site_id` of every tenant table. */
export const sites = pgTable('sites', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  groupId: integer('group_id').references(() => dealerGroups.id, { onDelete: 'set null' }),
  /** Single-make franchise sites name their manufacturer; multi-brand sites leave it empty. */
  manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
  logoUrl: text('logo_url'),
  address: text('address'),
  facebookUrl: text('facebook_url'),
  instagramUrl: text('instagram_url'),
  /** Entries of the 'Our Stock' dropdown, as search route slugs. */
  searchCategories: jsonb('search_categories').$type<string[]>().notNull().default([]),
  configOverrides: jsonb('config_overrides').$type<ConfigOverrides>().notNull().default({}),
  /** Bumped on every stock change so per-node search indexes know to rebuild. */
  stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Exact-match custom domains. Subdomains of ROOT_DOMAIN need no row. */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: idColumn(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('site_domains_host_key').on(t.host), index('site_domains_site_idx').on(t.siteId)],
);
