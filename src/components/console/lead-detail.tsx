import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  LEAD_STATUS_LABELS,
  leadCarText,
  leadKindLabel,
  type InboxLead,
  type LeadStatus,
} from '@/domain/console/lead-inbox';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { leadReference } from '@/domain/lead-confirmation/reference';
import { LeadAssignForm, LeadNoteForm, LeadStatusForm, type StaffOption } from './lead-forms';

export type LeadDetailView = {
  id: string;
  createdAt: Date;
  formType: string;
  category: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  vehicle: InboxLead['vehicle'];
  suspicionReasons: string[];
  status: LeadStatus;
  assignedStaffId: number | null;
  fields: [string, string][];
  attribution: [string, string][];
  deliveries: {
    channel: string;
    target: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
  history: {
    id: number;
    kind: string;
    status: string | null;
    assignedTo: string | null;
    note: string | null;
    by: string;
    at: Date;
  }[];
  stockId: number | null;
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-lg border border-foreground/15 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return <p className="text-muted">None.</p>;
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function historyText(entry: LeadDetailView['history'][number]): string {
  if (entry.kind === 'status' && entry.status)
    return `Status set to ${LEAD_STATUS_LABELS[entry.status as LeadStatus] ?? entry.status}`;
  if (entry.kind === 'assignment') return entry.assignedTo ? `Assigned to ${entry.assignedTo}` : 'Unassigned';
  return `Note: ${entry.note ?? ''}`;
}

/** One lead in the console: the buyer, the car, what they sent, where it was delivered, and the team's work on it. */
export function LeadDetail({
  lead,
  staff,
  timeZone,
  canAssign,
}: {
  lead: LeadDetailView;
  staff: readonly StaffOption[];
  timeZone: string;
  canAssign: boolean;
}) {
  const car = leadCarText(lead.vehicle);
  return (
    <div className="space-y-5">
      <Link href="/console/leads" prefetch={false} className="text-sm underline">
        Back to leads
      </Link>
      <div>
        <h1 id="console-title" className="text-3xl font-bold tracking-tight">
          {lead.name ?? 'No name given'}
        </h1>
        <p className="text-muted">
          {leadKindLabel(lead.formType)} · {lead.category} · received{' '}
          {formatZonedDateTime(lead.createdAt, timeZone)} · reference {leadReference(lead.id)}
        </p>
      </div>
      {lead.suspicionReasons.length > 0 ? (
        <p className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">
          Flagged for review: {lead.suspicionReasons.join(', ')}
        </p>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-5">
          <Panel title="Contact">
            <ul className="space-y-1">
              {lead.email ? (
                <li>
                  <a href={`mailto:${lead.email}`} className="underline">
                    {lead.email}
                  </a>
                </li>
              ) : null}
              {lead.phone ? (
                <li>
                  <a href={`tel:${lead.phone.replace(/\s/g, '')}`} className="underline">
                    {lead.phone}
                  </a>
                </li>
              ) : null}
              {!lead.email && !lead.phone ? <li>No email or phone given.</li> : null}
            </ul>
          </Panel>
          <Panel title="Car">
            {car ? (
              <p>
                {car} (stock {lead.vehicle?.stocknum}){' '}
                {lead.stockId !== null ? (
                  <Link href={`/console/stock/${lead.stockId}`} prefetch={false} className="underline">
                    Open in stock
                  </Link>
                ) : null}
              </p>
            ) : (
              <p>No car named.</p>
            )}
          </Panel>
          <Panel title="Message">
            <p className="whitespace-pre-wrap">{lead.message ?? 'No message.'}</p>
          </Panel>
          <Panel title="Fields sent">
            <Rows rows={lead.fields} />
          </Panel>
          <Panel title="Where it came from">
            <Rows rows={lead.attribution} />
          </Panel>
          <Panel title="Delivery">
            {lead.deliveries.length === 0 ? (
              <p>Stored only: this site sends no email or webhook for it.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {lead.deliveries.map((delivery, index) => (
                  <li key={index}>
                    {delivery.channel} to {delivery.target}: {delivery.status}
                    {delivery.attempts > 1 ? ` after ${delivery.attempts} attempts` : ''}
                    {delivery.lastError && delivery.status !== 'sent' ? ` (${delivery.lastError})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel title="Work on this lead">
            <div className="space-y-5">
              <LeadStatusForm leadId={lead.id} status={lead.status} />
              {canAssign ? (
                <LeadAssignForm leadId={lead.id} assignedStaffId={lead.assignedStaffId} staff={staff} />
              ) : null}
              <LeadNoteForm leadId={lead.id} />
            </div>
          </Panel>
          <Panel title="History">
            {lead.history.length === 0 ? (
              <p className="text-sm">Nothing yet.</p>
            ) : (
              <ol className="space-y-2 text-sm">
                {lead.history.map((entry) => (
                  <li key={entry.id}>
                    <p className="whitespace-pre-wrap">{historyText(entry)}</p>
                    <p className="text-muted">
                      {entry.by}, {formatZonedDateTime(entry.at, timeZone)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
