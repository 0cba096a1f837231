import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PERMISSIONS } from '@/domain/console/staff-roles';
import { codeDeliveryForThisFile, signInByEmail, TEST_ORIGIN, twoSiteAccounts } from '@/server/auth/testing';
import { staffMembers } from '@/server/db/schema';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { checkPermission, staffAccess } from './staff-access';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { site, request } = twoSiteAccounts(fixture);
const NOW = new Date('2026-11-27T02:00:00Z');

const access = (which: 'A' | 'B', cookie: string) =>
  staffAccess(fixture.db, site(which), TEST_ORIGIN, new Headers(cookie ? { cookie } : {}), NOW);

async function invite(which: 'A' | 'B', email: string, role: string) {
  const siteId = which === 'A' ? fixture.siteA : fixture.siteB;
  await fixture.db.insert(staffMembers).values({ siteId, email, role, invitedBy: 'test' });
}

describe('the console’s door (issue 18)', () => {
  it('lets in an account whose email is this site’s staff, records its first sign-in, and no one else', async () => {
    await invite('A', 'dana@alpha.example', 'owner');
    await invite('B', 'sam@bravo.example', 'owner');
    expect(await access('A', '')).toEqual({ kind: 'signed-out' });

    const dana = await signInByEmail(request('A'), delivery.dataDir, 'Dana@Alpha.example');
    const onA = await access('A', dana);
    expect(onA).toEqual({
      kind: 'staff',
      staff: { id: expect.any(Number), email: 'dana@alpha.example', name: null, role: 'owner' },
    });
    const [row] = await fixture.db
      .select({ joinedAt: staffMembers.joinedAt })
      .from(staffMembers)
      .where(eq(staffMembers.email, 'dana@alpha.example'));
    expect(row!.joinedAt).toEqual(NOW);

    // Site A's session is no session on site B, whatever B's staff list says.
    expect(await access('B', dana)).toEqual({ kind: 'signed-out' });
    // Site B's owner, signed in on A, is an account of A and nothing more.
    const samOnA = await signInByEmail(request('A'), delivery.dataDir, 'sam@bravo.example');
    expect(await access('A', samOnA)).toEqual({ kind: 'not-staff' });
  });

  it('shuts out a removed member', async () => {
    await invite('A', 'lee@alpha.example', 'salesperson');
    const lee = await signInByEmail(request('A'), delivery.dataDir, 'lee@alpha.example');
    expect((await access('A', lee)).kind).toBe('staff');
    await fixture.db
      .update(staffMembers)
      .set({ removedAt: NOW })
      .where(and(eq(staffMembers.siteId, fixture.siteA), eq(staffMembers.email, 'lee@alpha.example')));
    expect(await access('A', lee)).toEqual({ kind: 'not-staff' });
  });

  it('answers 401 to nobody, 403 to non-staff and to roles without the permission', async () => {
    const staff = (role: 'owner' | 'sales_manager' | 'salesperson') =>
      ({ kind: 'staff', staff: { id: 1, email: 'x@y.example', name: null, role } }) as const;
    const statuses = (subject: Parameters<typeof checkPermission>[0]) =>
      CONSOLE_PERMISSIONS.map((permission) => {
        const check = checkPermission(subject, permission);
        return check.ok ? 200 : check.status;
      });
    expect(statuses({ kind: 'signed-out' })).toEqual(CONSOLE_PERMISSIONS.map(() => 401));
    expect(statuses({ kind: 'not-staff' })).toEqual(CONSOLE_PERMISSIONS.map(() => 403));
    expect(statuses(staff('owner'))).toEqual(CONSOLE_PERMISSIONS.map(() => 200));
    expect(statuses(staff('salesperson'))).toEqual([200, 200, 403, 403, 200, 403, 403, 403, 403]);
    expect(statuses(staff('sales_manager'))).toEqual([200, 200, 200, 200, 200, 200, 200, 403, 403]);
  });
});
