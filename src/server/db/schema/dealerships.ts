import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, siteIdColumn, siteReference, updatedAt } from './columns';
import { manufacturers } from './catalogue';

export const dealerships = pgTable(
  'dealerships',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    address: text('address'),
    /** The "some dealers / one dealer" layer of the config merge. */
    configOverrides: jsonb('config_overrides').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('dealerships_site_slug_key').on(t.siteId, t.slug),
    unique('dealerships_site_id_key').on(t.siteId, t.id),
  ],
);

/** A dealer location (J-1). location_type '' means sales (J-2). */
export const locations = pgTable(
  'locations',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    dealershipId: integer('dealership_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    locationType: text('location_type').notNull().default('sales'),
    locationSubtypes: jsonb('location_subtypes').$type<string[]>().notNull().default([]),
    isPrimary: boolean('is_primary').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    manufacturers: jsonb('manufacturers').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url'),
    imageThumbUrl: text('image_thumb_url'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
    placeUrl: text('place_url'),
    placeId: text('place_id'),
    mapKey: text('map_key'),
    phone: text('phone'),
    landlinePhone: text('landline_phone'),
    email: text('email'),
    averageRating: real('average_rating'),
    reviewCount: integer('review_count'),
    dealerLicenseNumber: text('dealer_license_number'),
    motorVehicleRepairer: text('motor_vehicle_repairer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('locations_site_slug_key').on(t.siteId, t.slug),
    unique('locations_site_id_key').on(t.siteId, t.id),
    index('locations_site_dealership_idx').on(t.siteId, t.dealershipId),
    siteReference('locations_dealership_fk', [t.siteId, t.dealershipId], dealerships).onDelete('cascade'),
  ],
);

/** Locations a car at one location can be delivered from or to (S1 §3 distribution_locations). */
export const locationDistribution = pgTable(
  'location_distribution',
  {
    siteId: siteIdColumn(),
    locationId: integer('location_id').notNull(),
    distributionLocationId: integer('distribution_location_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'location_distribution_pk',
      columns: [t.siteId, t.locationId, t.distributionLocationId],
    }),
    siteReference('location_distribution_location_fk', [t.siteId, t.locationId], locations).onDelete(
      'cascade',
    ),
    siteReference(
      'location_distribution_target_fk',
      [t.siteId, t.distributionLocationId],
      locations,
    ).onDelete('cascade'),
  ],
);

/** Weekly hours per location and department (J-26): weekday 0 = Sunday … 6 = Saturday. */
export const openingHours = pgTable(
  'opening_hours',
  {
    siteId: siteIdColumn(),
    locationId: integer('location_id').notNull(),
    department: text('department').notNull().default('sales'),
    weekday: smallint('weekday').notNull(),
    status: text('status').notNull(),
    open: text('open'),
    close: text('close'),
    formattedHours: text('formatted_hours'),
  },
  (t) => [
    primaryKey({ name: 'opening_hours_pk', columns: [t.siteId, t.locationId, t.department, t.weekday] }),
    siteReference('opening_hours_location_fk', [t.siteId, t.locationId], locations).onDelete('cascade'),
  ],
);

/** Special (holiday) hours (J-35). department '' or 'all' applies to every department. */
export const holidayHours = pgTable(
  'holiday_hours',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    locationId: integer('location_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    startHour: text('start_hour'),
    endHour: text('end_hour'),
    department: text('department').notNull().default('all'),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('holiday_hours_site_location_date_idx').on(t.siteId, t.locationId, t.date),
    siteReference('holiday_hours_location_fk', [t.siteId, t.locationId], locations).onDelete('cascade'),
  ],
);
