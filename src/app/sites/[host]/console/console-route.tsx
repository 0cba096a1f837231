import type { ReactNode } from 'react';
import { ConsoleDenied, ConsoleShell } from '@/components/console/console-shell';
import type { ConsolePermission } from '@/domain/console/staff-roles';
import { consoleNavFor, openConsolePage, type ConsoleViewer } from '@/server/console/console-page';

/**
 * What every console route does: the door (sign-in, staff, role), then the page drawn for the viewer inside
 * the console's frame. `section` is the navigation entry the page belongs to.
 */
export async function consoleRoute(
  host: string,
  access: { permission: ConsolePermission; path: string; section: string },
  draw: (viewer: ConsoleViewer) => Promise<ReactNode>,
): Promise<ReactNode> {
  const door = await openConsolePage(host, access.permission, access.path);
  if (door.kind === 'denied') return <ConsoleDenied siteName={door.siteName} reason={door.reason} />;
  const { viewer } = door;
  return (
    <ConsoleShell
      siteName={viewer.site.name}
      staff={viewer.staff}
      nav={consoleNavFor(viewer)}
      current={access.section}
    >
      {await draw(viewer)}
    </ConsoleShell>
  );
}

export type ConsoleRouteProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
