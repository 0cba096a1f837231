import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn } from './columns';

/** A phone number revealed on a vehicle page (D-68): car, dealership and site, derived on the server. */
export const phoneRevealEvents = pgTable(
  'phone_reveal_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id'),
    dealershipId: integer('dealership_id'),
    locationId: integer('location_id'),
    pagePath: text('page_path'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_reveal_events_site_created_idx').on(t.siteId, t.createdAt)],
);

/** Analytics events with the spec's numeric ids (M-1..M-17); never personal data (decision 2). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    eventId: integer('event_id').notNull(),
    name: text('name').notNull(),
    vehicleId: integer('vehicle_id'),
    pagePath: text('page_path'),
    context: jsonb('context').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_site_event_created_idx').on(t.siteId, t.eventId, t.createdAt)],
);
