import type { Metadata } from 'next';
import { StaffList } from '@/components/console/staff-list';
import { listStaff } from '@/server/console/staff/staff-endpoints';
import { consoleRoute, type ConsoleRouteProps } from '../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Staff · Dealer console', robots: { index: false } };

/**
 * /console/staff (decision 061): the owner's list of who may use the console, to add, re-role and remove
 * them.
 */
export default async function ConsoleStaffRoute({ params }: Pick<ConsoleRouteProps, 'params'>) {
  const { host } = await params;
  const path = '/console/staff';
  return consoleRoute(
    host,
    { permission: 'staff.manage', path, section: path },
    async ({ db, site, staff }) => (
      <StaffList staff={await listStaff(db, site.id)} selfId={staff.id} timeZone={site.config.timezone} />
    ),
  );
}
