import 'server-only';
import { EXPORT_MAX_ROWS, readInboxQuery } from '@/domain/console/lead-inbox';
import { leadsCsv } from '@/domain/console/leads-csv';
import { consoleJson, type ConsoleContext, type ConsoleEndpoint } from '../console-route';
import { listInboxLeads } from './inbox';
import { addLeadNote, assignLead, changeLeadStatus } from './lead-changes';

export const LEAD_STATUS_ENDPOINT: ConsoleEndpoint = {
  path: '/api/console/leads/status',
  method: 'POST',
  permission: 'leads.update',
  run: changeLeadStatus,
};

export const LEAD_NOTE_ENDPOINT: ConsoleEndpoint = {
  path: '/api/console/leads/note',
  method: 'POST',
  permission: 'leads.update',
  run: addLeadNote,
};

export const LEAD_ASSIGN_ENDPOINT: ConsoleEndpoint = {
  path: '/api/console/leads/assign',
  method: 'POST',
  permission: 'leads.assign',
  run: assignLead,
};

/** GET /api/console/leads/export?q=&status=&kind=&assigned=: the inbox's filters, every matching lead as CSV. */
async function exportLeads({ db, site, now }: ConsoleContext, input: unknown): Promise<Response> {
  const query = readInboxQuery(input as Record<string, string>);
  const leads = await listInboxLeads(db, site.id, query, { limit: EXPORT_MAX_ROWS + 1, offset: 0 });
  if (leads.length > EXPORT_MAX_ROWS) {
    const limit = EXPORT_MAX_ROWS.toLocaleString('en-AU');
    return consoleJson(422, { error: `More than ${limit} leads match: narrow the filters to export them` });
  }
  const day = now.toISOString().slice(0, 10);
  return new Response(leadsCsv(leads, site.config.timezone), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${site.slug}-leads-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}

export const LEADS_EXPORT_ENDPOINT: ConsoleEndpoint = {
  path: '/api/console/leads/export',
  method: 'GET',
  permission: 'leads.export',
  run: exportLeads,
};
