import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import {
  roleAllows,
  STAFF_ROLES,
  type ConsolePermission,
  type StaffRole,
} from '@/domain/console/staff-roles';
import { currentBuyer } from '@/server/auth/buyer-session';
import type { AuthSite } from '@/server/auth/site-auth';
import type { Database } from '@/server/db/client';
import { staffMembers } from '@/server/db/schema';

export type Staff = { id: number; email: string; name: string | null; role: StaffRole };

/** Who is asking for the console: nobody signed in, an account that is not this site's staff, or staff. */
export type StaffAccess = { kind: 'signed-out' } | { kind: 'not-staff' } | { kind: 'staff'; staff: Staff };

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Decision 061: the console's one door. The site's own sign-in (a one-time code to the email) proves
 * the address; a staff row of this site for it, not removed, makes the account staff with that role, and its
 * first use records `joined_at`. A session of another site does not verify here, and a staff row of another
 * site is never read: staff of site A are nothing on site B.
 */
export async function staffAccess(
  db: Database,
  site: AuthSite,
  origin: string,
  headers: Headers,
  now: Date,
): Promise<StaffAccess> {
  const account = await currentBuyer(db, site, origin, headers);
  if (account === null) return { kind: 'signed-out' };
  if (account.email === null) return { kind: 'not-staff' };
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.siteId, site.id),
        eq(staffMembers.email, account.email.toLowerCase()),
        isNull(staffMembers.removedAt),
      ),
    );
  if (row === undefined || !isRole(row.role)) return { kind: 'not-staff' };
  if (row.joinedAt === null)
    await db
      .update(staffMembers)
      .set({ joinedAt: now, updatedAt: now })
      .where(
        and(eq(staffMembers.siteId, site.id), eq(staffMembers.id, row.id), isNull(staffMembers.joinedAt)),
      );
  return { kind: 'staff', staff: { id: row.id, email: row.email, name: row.name, role: row.role } };
}

/** 401: sign in first; 403: signed in, but this account may not do this here. */
export type StaffCheck = { ok: true; staff: Staff } | { ok: false; status: 401 | 403 };

/** What every console endpoint asks first: this site's staff, with a role that grants `permission`. */
export function checkPermission(access: StaffAccess, permission: ConsolePermission): StaffCheck {
  if (access.kind === 'signed-out') return { ok: false, status: 401 };
  if (access.kind === 'not-staff' || !roleAllows(access.staff.role, permission))
    return { ok: false, status: 403 };
  return { ok: true, staff: access.staff };
}
