import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  keepsAnOwner,
  LAST_OWNER_MESSAGE,
  staffInviteSchema,
  staffMemberSchema,
  staffRoleSchema,
} from '@/domain/console/staff-admin';
import type { StaffRole } from '@/domain/console/staff-roles';
import { staffMembers } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { consoleJson, parseConsoleInput, type ConsoleContext, type ConsoleEndpoint } from '../console-route';
import { sendStaffInvitation } from './staff-invitation';

/** The site's staff list, current members first, each with where their invitation stands. */
export async function listStaff(db: ConsoleContext['db'], siteId: number) {
  return db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
      invitedBy: staffMembers.invitedBy,
      invitedAt: staffMembers.invitedAt,
      joinedAt: staffMembers.joinedAt,
      removedAt: staffMembers.removedAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.siteId, siteId))
    .orderBy(sql`${staffMembers.removedAt} is not null`, asc(staffMembers.email));
}

/** The site's current owners' ids, locked: two owners demoting each other at once cannot leave the site none. */
async function lockedOwnerIds(tx: Tx, siteId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.siteId, siteId), eq(staffMembers.role, 'owner'), isNull(staffMembers.removedAt)),
    )
    .for('update');
  return rows.map((row) => row.id);
}

const NOT_FOUND = () => consoleJson(404, { error: 'No such staff member on this site' });

async function invite(
  context: ConsoleContext,
  email: string,
  role: StaffRole,
  sentAnswer: (sent: boolean) => Response,
) {
  const sent = await sendStaffInvitation(
    {
      site: context.site,
      email,
      role,
      consoleUrl: `${context.origin}/console`,
      invitedBy: context.staff.name ?? context.staff.email,
    },
    context.now,
  );
  return sentAnswer(sent);
}

/**
 * Adds a person to the staff (or brings back one removed) with their role, then emails the invitation. 409
 * for someone already on the staff. The answer says whether the email went: the row is there either way.
 */
async function inviteStaff(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(staffInviteSchema, input);
  if (!parsed.ok) return parsed.response;
  const { email, name, role } = parsed.value;
  const { db, site, staff, now } = context;
  const added = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffMembers.id, removedAt: staffMembers.removedAt })
      .from(staffMembers)
      .where(and(eq(staffMembers.siteId, site.id), eq(staffMembers.email, email)))
      .for('update');
    if (existing && existing.removedAt === null) return false;
    const row = {
      name,
      role,
      invitedBy: staff.email,
      invitedAt: now,
      joinedAt: null,
      removedAt: null,
      updatedAt: now,
    };
    if (existing) await tx.update(staffMembers).set(row).where(eq(staffMembers.id, existing.id));
    else await tx.insert(staffMembers).values({ ...row, siteId: site.id, email, createdAt: now });
    return true;
  });
  if (!added)
    return consoleJson(409, {
      error: `${email} is already on the staff`,
      fieldErrors: { email: `${email} is already on the staff` },
    });
  return invite(context, email, role, (sent) => consoleJson(201, { ok: true, emailed: sent }));
}

/** Changes a current member's role; the site keeps at least one owner. */
async function changeStaffRole(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(staffRoleSchema, input);
  if (!parsed.ok) return parsed.response;
  const { staffId, role } = parsed.value;
  return changeMember(context, staffId, role, (tx, where) =>
    tx.update(staffMembers).set({ role, updatedAt: context.now }).where(where),
  );
}

/** Removes a member (kept, marked removed: their history still names them); the site keeps at least one owner. */
async function removeStaff(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(staffMemberSchema, input);
  if (!parsed.ok) return parsed.response;
  const { staffId } = parsed.value;
  return changeMember(context, staffId, null, (tx, where) =>
    tx.update(staffMembers).set({ removedAt: context.now, updatedAt: context.now }).where(where),
  );
}

/** One change to a current member of this site, refused when it would leave the site without an owner. */
async function changeMember(
  { db, site }: ConsoleContext,
  staffId: number,
  newRole: StaffRole | null,
  apply: (tx: Tx, where: ReturnType<typeof and>) => Promise<unknown>,
): Promise<Response> {
  return db.transaction(async (tx) => {
    const owners = await lockedOwnerIds(tx, site.id);
    const where = and(
      eq(staffMembers.siteId, site.id),
      eq(staffMembers.id, staffId),
      isNull(staffMembers.removedAt),
    );
    const [member] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(where);
    if (!member) return NOT_FOUND();
    if (!keepsAnOwner(owners, staffId, newRole)) return consoleJson(409, { error: LAST_OWNER_MESSAGE });
    await apply(tx, where);
    return consoleJson(200, { ok: true });
  });
}

/** Sends a current member who has not signed in yet their invitation again. */
async function resendInvitation(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(staffMemberSchema, input);
  if (!parsed.ok) return parsed.response;
  const [member] = await context.db
    .select({ email: staffMembers.email, role: staffMembers.role })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.siteId, context.site.id),
        eq(staffMembers.id, parsed.value.staffId),
        isNull(staffMembers.removedAt),
      ),
    );
  if (!member) return NOT_FOUND();
  return invite(context, member.email, member.role as StaffRole, (sent) =>
    sent
      ? consoleJson(200, { ok: true, emailed: true })
      : consoleJson(502, { error: 'The invitation email could not be sent: try again shortly' }),
  );
}

const staffEndpoint = (path: string, run: ConsoleEndpoint['run']): ConsoleEndpoint => ({
  path: `/api/console/staff/${path}`,
  method: 'POST',
  permission: 'staff.manage',
  run,
});

export const STAFF_INVITE_ENDPOINT = staffEndpoint('invite', inviteStaff);
export const STAFF_ROLE_ENDPOINT = staffEndpoint('role', changeStaffRole);
export const STAFF_REMOVE_ENDPOINT = staffEndpoint('remove', removeStaff);
export const STAFF_RESEND_ENDPOINT = staffEndpoint('resend', resendInvitation);
