import { bigint, date, foreignKey, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { siteIdColumn, updatedAt } from './columns';
import { vehicles } from './vehicles';

/**
 * One counted view per visitor, car and day (the site's calendar day), so a script repeating view.json cannot
 * inflate D-49's count. `visitor` is a hash of the client's address, never the address itself.
 */
export const vehicleViewVisits = pgTable(
  'vehicle_view_visits',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    unique('vehicle_view_visits_site_vehicle_visitor_day_key').on(t.siteId, t.vehicleId, t.visitor, t.day),
    foreignKey({
      name: 'vehicle_view_visits_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** One counter row per car (S2 view.json). Kept apart from vehicles so a page view never rewrites the stock row. */
export const vehicleViewCounts = pgTable(
  'vehicle_view_counts',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vehicle_view_counts_site_vehicle_key').on(t.siteId, t.vehicleId),
    foreignKey({
      name: 'vehicle_view_counts_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);
