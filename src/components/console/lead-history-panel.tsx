import { LEAD_STATUS_LABELS, type LeadStatus } from '@/domain/console/lead-inbox';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import type { LeadDetailView } from './lead-detail-view';
import { Panel } from './lead-panel';

function historyText(entry: LeadDetailView['history'][number]): string {
  if (entry.kind === 'status' && entry.status)
    return `Status set to ${LEAD_STATUS_LABELS[entry.status as LeadStatus] ?? entry.status}`;
  if (entry.kind === 'assignment') return entry.assignedTo ? `Assigned to ${entry.assignedTo}` : 'Unassigned';
  return `Note: ${entry.note ?? ''}`;
}

/** The team's work on a lead, newest first: status changes, assignments and notes, by whom and when. */
export function LeadHistoryPanel({
  history,
  timeZone,
}: {
  history: LeadDetailView['history'];
  timeZone: string;
}) {
  return (
    <Panel title="History">
      {history.length === 0 ? (
        <p className="text-sm">Nothing yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {history.map((entry) => (
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
  );
}
