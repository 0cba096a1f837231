import type { Metadata } from 'next';
import { SettingsOverview } from '@/components/console/settings/settings-overview';
import { loadSettingsOverview } from '@/server/console/settings/settings-overview';
import { consoleRoute, type ConsoleRouteProps } from '../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Settings · Dealer console', robots: { index: false } };

/**
 * /console/settings (decision 065): the owner's list of what they can change, and which changes wait to be
 * published.
 */
export default async function ConsoleSettingsRoute({ params }: Pick<ConsoleRouteProps, 'params'>) {
  const { host } = await params;
  const path = '/console/settings';
  return consoleRoute(host, { permission: 'settings.edit', path, section: path }, async ({ db, site }) => (
    <SettingsOverview groups={await loadSettingsOverview(db, site.id)} />
  ));
}
