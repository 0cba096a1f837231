import Link from 'next/link';
import { leadKindLabel } from '@/domain/console/lead-inbox';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { leadReference } from '@/domain/lead-confirmation/reference';
import { LeadCarPanel, LeadContactPanel, LeadDeliveryPanel } from './lead-detail-panels';
import type { LeadDetailView } from './lead-detail-view';
import { LeadAssignForm, LeadNoteForm, LeadStatusForm, type StaffOption } from './lead-forms';
import { LeadHistoryPanel } from './lead-history-panel';
import { Panel, Rows } from './lead-panel';

export type { LeadDetailView } from './lead-detail-view';

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
          <LeadContactPanel lead={lead} />
          <LeadCarPanel lead={lead} />
          <Panel title="Message">
            <p className="whitespace-pre-wrap">{lead.message ?? 'No message.'}</p>
          </Panel>
          <Panel title="Fields sent">
            <Rows rows={lead.fields} />
          </Panel>
          <Panel title="Where it came from">
            <Rows rows={lead.attribution} />
          </Panel>
          <LeadDeliveryPanel deliveries={lead.deliveries} />
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
          <LeadHistoryPanel history={lead.history} timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}
