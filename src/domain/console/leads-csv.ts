import { stringify } from 'csv-stringify/sync';
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

/**
 * A cell a spreadsheet would run as a formula (a buyer can type "=HYPERLINK(…)" as their name) starts with an
 * apostrophe instead, as OWASP advises for CSV exports: the text stays readable and nothing runs.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

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
  ].map(spreadsheetSafe);
}

/** The inbox's leads as CSV (a header row, then one row per lead, times on the site's clock), with a BOM for Excel. */
export function leadsCsv(leads: readonly InboxLead[], timeZone: string): string {
  const rows = [[...COLUMNS], ...leads.map((lead) => leadCells(lead, timeZone))];
  return `\uFEFF${stringify(rows, { record_delimiter: '\r\n' })}`;
}
