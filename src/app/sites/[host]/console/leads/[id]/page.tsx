import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadDetail } from '@/components/console/lead-detail';
import type { InboxLead } from '@/domain/console/lead-inbox';
import { leadFieldRows, listActiveStaff, loadLeadDetail } from '@/server/console/leads/lead-detail';
import { consoleRoute } from '../../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Lead · Dealer console', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /console/leads/{id} (decision 062): one lead of the site with its history; another site's lead is not
 * found.
 */
export default async function ConsoleLeadRoute({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const path = `/console/leads/${encodeURIComponent(id)}`;
  return consoleRoute(host, { permission: 'leads.read', path, section: '/console/leads' }, async (viewer) => {
    const { db, site } = viewer;
    const detail = UUID.test(id) ? await loadLeadDetail(db, site.id, id.toLowerCase()) : null;
    if (!detail) notFound();
    const { lead, deliveries, history, stockId } = detail;
    const { fields, ...snapshot } = lead.payload as {
      fields?: Record<string, unknown>;
      vehicle?: InboxLead['vehicle'];
    };
    return (
      <LeadDetail
        lead={{
          ...lead,
          vehicle: snapshot.vehicle ?? null,
          fields: leadFieldRows(fields ?? {}),
          attribution: leadFieldRows(lead.userData),
          deliveries,
          history,
          stockId,
        }}
        staff={viewer.can('leads.assign') ? await listActiveStaff(db, site.id) : []}
        timeZone={site.config.timezone}
        canAssign={viewer.can('leads.assign')}
      />
    );
  });
}
