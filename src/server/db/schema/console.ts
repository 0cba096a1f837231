import { foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn, updatedAt } from './columns';
import { leads } from './leads';
import { staffMembers } from './staff';
import { vehicles } from './vehicles';

/**
 * Where the dealer is with a lead (issue 18): the status staff set and who it is assigned to. A lead without a
 * row is new and unassigned, so storing a lead never waits on the console. The lead itself stays as the buyer
 * sent it; this is the dealer's side of it.
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
    foreignKey({
      name: 'lead_progress_lead_fk',
      columns: [t.siteId, t.leadId],
      foreignColumns: [leads.siteId, leads.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'lead_progress_staff_fk',
      columns: [t.siteId, t.assignedStaffId],
      foreignColumns: [staffMembers.siteId, staffMembers.id],
    }),
  ],
);

/**
 * A lead's history in the console: each status change, assignment and note, by whom and when. Only ever
 * added to; `kind` says which of status, assigned_staff_id and note the row carries.
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    foreignKey({
      name: 'lead_activity_lead_fk',
      columns: [t.siteId, t.leadId],
      foreignColumns: [leads.siteId, leads.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'lead_activity_staff_fk',
      columns: [t.siteId, t.staffId],
      foreignColumns: [staffMembers.siteId, staffMembers.id],
    }),
  ],
);

/** The audit trail of stock edits made in the console: one row per changed field, who and when. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    foreignKey({
      name: 'stock_changes_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_changes_staff_fk',
      columns: [t.siteId, t.staffId],
      foreignColumns: [staffMembers.siteId, staffMembers.id],
    }),
  ],
);
