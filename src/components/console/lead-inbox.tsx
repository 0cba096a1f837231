import Link from 'next/link';
import { PaginationNav } from '@/components/ui/pagination-nav';
import {
  inboxSearch,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadCarText,
  leadKindLabel,
  type InboxLead,
  type InboxQuery,
} from '@/domain/console/lead-inbox';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { paginationFor } from '@/domain/navigation/pagination';
import { ConsoleTable } from './console-table';
import { FilterSearch, FilterSelect } from './filter-controls';
import type { StaffOption } from './lead-forms';

const INBOX_PATH = '/console/leads';

function assignedValue(query: InboxQuery): string {
  if (query.assigned.kind === 'none') return 'none';
  return query.assigned.kind === 'staff' ? String(query.assigned.staffId) : '';
}

function InboxFilters({ query, staff }: { query: InboxQuery; staff: readonly StaffOption[] }) {
  const any = { value: '', label: 'Any' };
  return (
    <form method="get" action={INBOX_PATH} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FilterSearch id="inbox-q" value={query.text} label="Search name, email, phone, car or reference" />
      <FilterSelect
        id="inbox-status"
        name="status"
        label="Status"
        value={query.status ?? ''}
        options={[any, ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))]}
      />
      <FilterSelect
        id="inbox-kind"
        name="kind"
        label="Kind"
        value={query.formType ?? ''}
        options={[any, ...Object.entries(LEAD_KIND_LABELS).map(([value, label]) => ({ value, label }))]}
      />
      <FilterSelect
        id="inbox-assigned"
        name="assigned"
        label="Assigned to"
        value={assignedValue(query)}
        options={[
          { value: '', label: 'Anyone' },
          { value: 'none', label: 'Nobody' },
          ...staff.map((member) => ({ value: String(member.id), label: member.label })),
        ]}
      />
      <button type="submit" className="btn btn-primary">
        Filter
      </button>
    </form>
  );
}

function deliveryText(lead: InboxLead): string {
  if (lead.deliveries.length === 0) return 'Stored only';
  return lead.deliveries.map((delivery) => `${delivery.channel}: ${delivery.status}`).join(', ');
}

function InboxRow({ lead, timeZone }: { lead: InboxLead; timeZone: string }) {
  return (
    <tr className="border-t border-foreground/10 align-top">
      <td className="py-2 pr-4 whitespace-nowrap">{formatZonedDateTime(lead.createdAt, timeZone)}</td>
      <td className="py-2 pr-4">
        <Link href={`${INBOX_PATH}/${lead.id}`} prefetch={false} className="font-semibold underline">
          {lead.name ?? 'No name given'}
        </Link>
        <div className="text-muted">{leadKindLabel(lead.formType)}</div>
        {lead.suspicious ? <div className="font-semibold text-red-700">Flagged for review</div> : null}
      </td>
      <td className="py-2 pr-4">
        {leadCarText(lead.vehicle) || '—'}
        {lead.vehicle ? <div className="text-muted">Stock {lead.vehicle.stocknum}</div> : null}
      </td>
      <td className="py-2 pr-4 break-all">
        {lead.email ?? ''}
        <div>{lead.phone ?? ''}</div>
      </td>
      <td className="py-2 pr-4">{lead.source ?? '—'}</td>
      <td className="py-2 pr-4">{deliveryText(lead)}</td>
      <td className="py-2 pr-4">{LEAD_STATUS_LABELS[lead.status]}</td>
      <td className="py-2">{lead.assignedTo ?? 'Nobody'}</td>
    </tr>
  );
}

/** The leads inbox (decision 062): every lead of the site, newest first, filtered, a page at a time. */
export function LeadInbox({
  page,
  query,
  staff,
  timeZone,
  canExport,
}: {
  page: { total: number; pageCount: number; leads: InboxLead[] };
  query: InboxQuery;
  staff: readonly StaffOption[];
  timeZone: string;
  canExport: boolean;
}) {
  const pagination = paginationFor(
    page.pageCount,
    query.page,
    (n) => `${INBOX_PATH}${inboxSearch(query, n)}`,
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="console-title" className="text-3xl font-bold tracking-tight">
          Leads
        </h1>
        {canExport ? (
          <a href={`/api/console/leads/export${inboxSearch(query)}`} className="btn btn-outline" download>
            Export CSV
          </a>
        ) : null}
      </div>
      <InboxFilters query={query} staff={staff} />
      <p role="status" className="text-sm">
        {page.total === 1 ? '1 lead' : `${page.total.toLocaleString('en-AU')} leads`}
      </p>
      {page.leads.length === 0 ? (
        <p>No leads match these filters.</p>
      ) : (
        <ConsoleTable
          caption="Leads, newest first"
          columns={['Received', 'Lead', 'Car', 'Contact', 'Source', 'Delivery', 'Status', 'Assigned to']}
          minWidth="min-w-[56rem]"
        >
          {page.leads.map((lead) => (
            <InboxRow key={lead.id} lead={lead} timeZone={timeZone} />
          ))}
        </ConsoleTable>
      )}
      <PaginationNav pagination={pagination} />
    </div>
  );
}
