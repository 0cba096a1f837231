import { pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, siteIdColumn, updatedAt } from './columns';

/**
 * A site's staff (decision 061): who may use the site's dealer console, and as what (`StaffRole`). A row is
 * the invitation: the person signs in to the site with a one-time code sent to this email, which proves it,
 * and `joined_at` records their first sign-in. Staff of one site are nothing on another (every row is the
 * site's).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    /** Lower case: compared with the signed-in account's email. */
    email: text('email').notNull(),
    name: text('name'),
    role: text('role').notNull(),
    /** Who invited them: a staff member's email, or the command that created the site. */
    invitedBy: text('invited_by').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('staff_members_site_email_key').on(t.siteId, t.email),
    unique('staff_members_site_id_key').on(t.siteId, t.id),
  ],
);

/**
 * The people who run the platform itself (decision 066): they create dealer sites from the console of any
 * site they sign in to. Platform-level, so no site_id: being an operator grants nothing of any site's data
 * (that takes a staff row of that site). Added with `npm run operator:add`.
 */
export const platformOperators = pgTable('platform_operators', {
  /** Lower case: compared with the signed-in account's email. */
  email: text('email').primaryKey(),
  addedBy: text('added_by').notNull(),
  createdAt: createdAt(),
});
