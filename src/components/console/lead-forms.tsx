'use client';

import { useState, type FormEvent } from 'react';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { Icon } from '@/components/ui/icon';
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  type LeadStatus,
} from '@/domain/console/lead-inbox';
import { FormStatus } from './form-status';
import { useConsolePost, type ConsolePostState } from './use-console-post';

function SaveButton({ action, children }: { action: ConsolePostState; children: string }) {
  return (
    <button type="submit" disabled={action.locked} className="btn btn-primary">
      {action.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

/** The dealer's status of the lead: new, contacted, appointment, sold or lost. */
export function LeadStatusForm({ leadId, status }: { leadId: string; status: LeadStatus }) {
  const [chosen, setChosen] = useState(status);
  const action = useConsolePost('/api/console/leads/status');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.post({ leadId, status: chosen }, () => `Status set to ${LEAD_STATUS_LABELS[chosen]}.`);
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor="lead-status" className="block text-sm font-semibold">
        Status
      </label>
      <div className="flex gap-2">
        <select
          id="lead-status"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as LeadStatus)}
          className={`${CONTROL_CLASS} ${controlBorder(false)}`}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <SaveButton action={action}>Save status</SaveButton>
      </div>
      <FormStatus error={action.error} done={action.done} />
    </form>
  );
}

export type StaffOption = { id: number; label: string };

/** Who works the lead: one of the site's staff, or nobody. */
export function LeadAssignForm({
  leadId,
  assignedStaffId,
  staff,
}: {
  leadId: string;
  assignedStaffId: number | null;
  staff: readonly StaffOption[];
}) {
  const [chosen, setChosen] = useState(assignedStaffId === null ? '' : String(assignedStaffId));
  const action = useConsolePost('/api/console/leads/assign');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const staffId = chosen === '' ? null : Number(chosen);
    const label = staff.find((member) => member.id === staffId)?.label;
    void action.post({ leadId, staffId }, () => (label ? `Assigned to ${label}.` : 'Unassigned.'));
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor="lead-assignee" className="block text-sm font-semibold">
        Assigned to
      </label>
      <div className="flex gap-2">
        <select
          id="lead-assignee"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className={`${CONTROL_CLASS} ${controlBorder(false)}`}
        >
          <option value="">Nobody</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.label}
            </option>
          ))}
        </select>
        <SaveButton action={action}>Assign</SaveButton>
      </div>
      <FormStatus error={action.error} done={action.done} />
    </form>
  );
}

/** A note on the lead for the team (kept in its history, never sent to the buyer). */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const [note, setNote] = useState('');
  const action = useConsolePost('/api/console/leads/note');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.post({ leadId, note }, () => 'Note added.')) setNote('');
  };
  const error = action.fieldErrors.note ?? null;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor="lead-note" className="block text-sm font-semibold">
        Add a note
      </label>
      <textarea
        id="lead-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        className={`${CONTROL_CLASS} ${controlBorder(Boolean(error))}`}
      />
      <SaveButton action={action}>Add note</SaveButton>
      <FormStatus error={action.error} done={action.done} />
    </form>
  );
}
