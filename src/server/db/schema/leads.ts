import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, outboxDeliveryColumns, siteIdColumn, siteReference } from './columns';

/**
 * A lead is stored before anything else happens to it (decision 6). Vehicle and dealership are kept as
 * plain ids plus a snapshot in `payload`: a lead must survive the car being sold and deleted.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: siteIdColumn(),
    formType: text('form_type').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    vehicleId: integer('vehicle_id'),
    dealershipId: integer('dealership_id'),
    locationId: integer('location_id'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    /** Every submitted field as validated, so nothing the buyer typed is lost. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Attribution (H-19): url, source, user agent, visited pages, linked query params. */
    userData: jsonb('user_data').$type<Record<string, unknown>>().notNull().default({}),
    isSuspicious: boolean('is_suspicious').notNull().default(false),
    suspicionReasons: jsonb('suspicion_reasons').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_site_created_idx').on(t.siteId, t.createdAt),
    unique('leads_site_id_key').on(t.siteId, t.id),
  ],
);

/** Same submission again → same lead (architecture: Leads). The request hash detects a reused key with new data. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: siteIdColumn(),
    key: text('key').notNull(),
    leadId: uuid('lead_id').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.siteId, t.key] }),
    siteReference('idempotency_keys_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);

/** Deliveries owed for a lead (email, webhook), written in the lead's transaction. */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    leadId: uuid('lead_id').notNull(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ...outboxDeliveryColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_outbox_site_lead_idx').on(t.siteId, t.leadId),
    // The delivery worker serves every site, so its claim index is the one index not led by site_id.
    index('lead_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    siteReference('lead_outbox_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);

/** Proof of consent (decision 1): what the buyer agreed to, with the exact wording shown, and when. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    leadId: uuid('lead_id').notNull(),
    consentType: text('consent_type').notNull(),
    granted: boolean('granted').notNull(),
    method: text('method').notNull(),
    wording: text('wording').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_site_lead_idx').on(t.siteId, t.leadId),
    siteReference('consent_records_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);

/**
 * A test-drive slot held by a lead (H-32, decision 012). The primary key is what stops two buyers booking the
 * same time at the same location: the second insert conflicts inside its lead's transaction, which then rolls
 * back. The three keys (hashes of the normalised email, phone and client IP, never the values) count a
 * sender's open bookings against the caps of decision 032; rows from before those caps have none and are not
 * counted.
 */
export const testDriveBookings = pgTable(
  'test_drive_bookings',
  {
    siteId: siteIdColumn(),
    locationId: integer('location_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    leadId: uuid('lead_id').notNull(),
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    ipKey: text('ip_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'test_drive_bookings_pk', columns: [t.siteId, t.locationId, t.startsAt] }),
    index('test_drive_bookings_email_idx').on(t.siteId, t.emailKey, t.startsAt),
    index('test_drive_bookings_phone_idx').on(t.siteId, t.phoneKey, t.startsAt),
    index('test_drive_bookings_ip_idx').on(t.siteId, t.ipKey, t.startsAt),
    siteReference('test_drive_bookings_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);
