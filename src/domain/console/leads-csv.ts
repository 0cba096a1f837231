import { spreadsheetCsv } from '@/domain/format/spreadsheet-csv';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { leadReference } from '@/domain/lead-confirmation/reference';
import { LEAD_STATUS_LABELS, leadCarText, leadKindLabel, type InboxLead } from './lead-inbox';

const COLUMNS = [
  'Received',
  'Reference',
  'Kind',
  'Category',
  'Status',
  'Assigned to',
  'Name',
  'Email',
  'Phone',
  'Car',
  'Stock number',
  'Source',
  'Delivery',
  'Flagged',
] as const;

function leadCells(lead: InboxLead, timeZone: string): string[] {
  return [
    formatZonedDateTime(lead.createdAt, timeZone),
    leadReference(lead.id),
    leadKindLabel(lead.formType),
    lead.category,
    LEAD_STATUS_LABELS[lead.status],
    lead.assignedTo ?? '',
    lead.name ?? '',
    lead.email ?? '',
    lead.phone ?? '',
    leadCarText(lead.vehicle),
    lead.vehicle?.stocknum ?? '',
    lead.source ?? '',
    lead.deliveries.map((delivery) => `${delivery.channel} ${delivery.status}`).join(', '),
    lead.suspicious ? 'Yes' : 'No',
  ];
}

/**
 * The inbox's leads as CSV (a header row, then one row per lead, times on the site's clock), with a BOM for Excel.
 * Every cell is text a buyer, staff or a stock feed may have written (a name "=HYPERLINK(…)", a source with a
 * line break), so each goes through spreadsheetCsv's defusing and quoting.
 */
export function leadsCsv(leads: readonly InboxLead[], timeZone: string): string {
  const rows = [[...COLUMNS], ...leads.map((lead) => leadCells(lead, timeZone))];
  return spreadsheetCsv(rows, { bom: true });
}
