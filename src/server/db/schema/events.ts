import { bigint, date, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn, siteReference } from './columns';
import { vehicles } from './vehicles';

/**
 * D-68: one phone reveal per visitor, car and day (the day in the site's time zone). The site comes from the
 * request's host and the dealership from the car, never from the client; `visitor` is the browser's random id.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    dealershipId: integer('dealership_id').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('phone_reveals_site_vehicle_visitor_day_key').on(t.siteId, t.vehicleId, t.visitor, t.day),
    siteReference('phone_reveals_vehicle_fk', [t.siteId, t.vehicleId], vehicles).onDelete('cascade'),
  ],
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
