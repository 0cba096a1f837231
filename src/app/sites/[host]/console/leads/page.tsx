import type { Metadata } from 'next';
import { LeadInbox } from '@/components/console/lead-inbox';
import { readInboxQuery } from '@/domain/console/lead-inbox';
import { listActiveStaff } from '@/server/console/leads/lead-detail';
import { loadInboxPage } from '@/server/console/leads/inbox';
import { consoleRoute, type ConsoleRouteProps } from '../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Leads · Dealer console', robots: { index: false } };

/** /console/leads?q=&status=&kind=&assigned=&page= (decision 062): the site's leads inbox. */
export default async function ConsoleLeadsRoute({ params, searchParams }: ConsoleRouteProps) {
  const { host } = await params;
  const query = readInboxQuery(await searchParams);
  const path = '/console/leads';
  return consoleRoute(host, { permission: 'leads.read', path, section: path }, async (viewer) => {
    const { db, site } = viewer;
    const [page, staff] = await Promise.all([
      loadInboxPage(db, site.id, query),
      listActiveStaff(db, site.id),
    ]);
    return (
      <LeadInbox
        page={page}
        query={query}
        staff={staff}
        timeZone={site.config.timezone}
        canExport={viewer.can('leads.export')}
      />
    );
  });
}
