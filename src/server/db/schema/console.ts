import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, siteIdColumn, siteReference, updatedAt } from './columns';
import { leads } from './leads';
import { staffMembers } from './staff';
import { vehicles } from './vehicles';

/**
 * Where the dealer is with a lead (decision 062): the status staff set and who it is assigned to. A lead
 * without a row is new and unassigned, so storing a lead never waits on the console. The lead itself stays as
 * the buyer sent it; this is the dealer's side of it.
 */
export const leadProgress = pgTable(
  'lead_progress',
  {
    siteId: siteIdColumn(),
    leadId: uuid('lead_id').notNull(),
    status: text('status').notNull().default('new'),
    assignedStaffId: integer('assigned_staff_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'lead_progress_pk', columns: [t.siteId, t.leadId] }),
    index('lead_progress_site_status_idx').on(t.siteId, t.status),
    siteReference('lead_progress_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
    siteReference('lead_progress_staff_fk', [t.siteId, t.assignedStaffId], staffMembers),
  ],
);

/**
 * A lead's history in the console: each status change, assignment and note, by whom and when. Only ever
 * added to; `kind` says which of status, assigned_staff_id and note the row carries.
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    leadId: uuid('lead_id').notNull(),
    staffId: integer('staff_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status'),
    assignedStaffId: integer('assigned_staff_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_activity_site_lead_idx').on(t.siteId, t.leadId, t.createdAt),
    siteReference('lead_activity_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
    siteReference('lead_activity_staff_fk', [t.siteId, t.staffId], staffMembers),
  ],
);

/** The audit trail of stock edits made in the console: one row per changed field, who and when. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    staffId: integer('staff_id').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_changes_site_vehicle_idx').on(t.siteId, t.vehicleId, t.createdAt),
    siteReference('stock_changes_vehicle_fk', [t.siteId, t.vehicleId], vehicles).onDelete('cascade'),
    siteReference('stock_changes_staff_fk', [t.siteId, t.staffId], staffMembers),
  ],
);

/**
 * A settings section's unpublished edit (decision 065): saved, checked and previewed in the console, and only
 * on Publish written where the site reads it. One draft a section a site; the payload is what the section's
 * schema accepted when it was saved, and is checked again when it is published.
 */
export const settingsDrafts = pgTable(
  'settings_drafts',
  {
    siteId: siteIdColumn(),
    section: text('section').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    staffId: integer('staff_id').notNull(),
    savedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'settings_drafts_pk', columns: [t.siteId, t.section] }),
    siteReference('settings_drafts_staff_fk', [t.siteId, t.staffId], staffMembers),
  ],
);

/** The audit trail of settings: each publication of a section, by whom, when and what it set. */
export const settingsPublications = pgTable(
  'settings_publications',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    section: text('section').notNull(),
    staffId: integer('staff_id').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('settings_publications_site_section_idx').on(t.siteId, t.section, t.createdAt),
    siteReference('settings_publications_staff_fk', [t.siteId, t.staffId], staffMembers),
  ],
);
