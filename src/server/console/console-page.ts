import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { signInHref } from '@/domain/account/sign-in-url';
import { roleAllows, type ConsolePermission } from '@/domain/console/staff-roles';
import { requestOrigin, REQUEST_SCHEME_HEADER } from '@/domain/security/request-scheme';
import { authSiteOf } from '@/server/auth/account-route';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import type { ConsoleContext } from './console-route';
import { isPlatformOperator } from '@/server/auth/operators';
import { checkPermission, staffAccess } from './staff-access';

/** A console page's viewer: this site's staff, with what their role lets them do on the page. */
export type ConsoleViewer = ConsoleContext & {
  can: (permission: ConsolePermission) => boolean;
  /** Also one of the platform's operators: the console links to the platform's new-site page. */
  isOperator: boolean;
};

export type ConsolePageAccess =
  | { kind: 'allowed'; viewer: ConsoleViewer }
  | { kind: 'denied'; siteName: string; reason: 'not-staff' | 'role' };

/**
 * A console page's door (decision 062), as the API's: an unknown host is the 404 page; a signed-out visitor
 * goes to the site's sign-in and comes back to `path`; an account that is not this site's staff, or whose
 * role lacks `permission`, is told so and shown nothing of the site's data.
 */
export async function openConsolePage(
  host: string,
  permission: ConsolePermission,
  path: string,
): Promise<ConsolePageAccess> {
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const request = await headers();
  const origin = requestOrigin(request.get(REQUEST_SCHEME_HEADER), request.get('host') ?? '');
  const db = await getDb();
  const now = new Date();
  const access = await staffAccess(db, authSiteOf(site), origin, new Headers(request), now);
  const check = checkPermission(access, permission);
  if (!check.ok && check.status === 401) redirect(signInHref('console', path, '/'));
  if (!check.ok)
    return { kind: 'denied', siteName: site.name, reason: access.kind === 'staff' ? 'role' : 'not-staff' };
  const { staff } = check;
  return {
    kind: 'allowed',
    viewer: {
      db,
      site,
      staff,
      now,
      origin,
      can: (wanted) => roleAllows(staff.role, wanted),
      isOperator: await isPlatformOperator(db, staff.email),
    },
  };
}

const CONSOLE_SECTIONS = [
  { href: '/console/leads', label: 'Leads', permission: 'leads.read' },
  { href: '/console/stock', label: 'Stock', permission: 'stock.read' },
  { href: '/console/staff', label: 'Staff', permission: 'staff.manage' },
  { href: '/console/settings', label: 'Settings', permission: 'settings.edit' },
] as const satisfies readonly { href: string; label: string; permission: ConsolePermission }[];

/** The console's sections this viewer's role opens (navigation is data: a section they cannot use is not shown). */
export function consoleNavFor(viewer: ConsoleViewer) {
  const sections = CONSOLE_SECTIONS.filter((section) => viewer.can(section.permission)).map(
    ({ href, label }) => ({
      href,
      label,
    }),
  );
  return viewer.isOperator ? [...sections, { href: '/console/platform', label: 'New site' }] : sections;
}
