'use client';

import { useState, type FormEvent } from 'react';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { Icon } from '@/components/ui/icon';
import { InlineAlert } from '@/components/ui/inline-alert';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/domain/console/staff-roles';
import { FormStatus } from './form-status';
import { useConsolePost } from './use-console-post';

const control = (error: string | undefined) => `${CONTROL_CLASS} ${controlBorder(Boolean(error))}`;

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}

const emailedText = (answer: Record<string, unknown>) =>
  answer.emailed === false
    ? 'Added, but the invitation email could not be sent: use Resend invitation.'
    : 'Added and invited by email.';

/** The owner adds someone to the staff with a role; they get an email saying where to sign in. */
export function StaffInviteForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('salesperson');
  const action = useConsolePost('/api/console/staff/invite');
  const errors = action.fieldErrors;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.post({ email, name, role }, emailedText)) {
      setEmail('');
      setName('');
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 sm:grid-cols-4 sm:items-end"
    >
      <div className="space-y-1">
        <label htmlFor="invite-email" className="block text-sm font-semibold">
          Email address
        </label>
        <input
          id="invite-email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          className={control(errors.email)}
        />
        <InlineAlert message={errors.email ?? null} />
      </div>
      <div className="space-y-1">
        <label htmlFor="invite-name" className="block text-sm font-semibold">
          Name (optional)
        </label>
        <input
          id="invite-name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          className={control(errors.name)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="invite-role" className="block text-sm font-semibold">
          Role
        </label>
        <select
          id="invite-role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className={control(errors.role)}
        >
          <RoleOptions />
        </select>
      </div>
      <button type="submit" disabled={action.locked} className="btn btn-primary">
        {action.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
        Add to staff
      </button>
      <div className="sm:col-span-4">
        <FormStatus error={errors.email ? null : action.error} done={action.done} />
      </div>
    </form>
  );
}

/** One current member's role, removal and (before they first sign in) a new invitation email. */
export function StaffMemberActions({
  staffId,
  email,
  role,
  joined,
}: {
  staffId: number;
  email: string;
  role: StaffRole;
  joined: boolean;
}) {
  const [chosen, setChosen] = useState(role);
  const roleAction = useConsolePost('/api/console/staff/role');
  const removeAction = useConsolePost('/api/console/staff/remove');
  const resendAction = useConsolePost('/api/console/staff/resend');
  const locked = roleAction.locked || removeAction.locked || resendAction.locked;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void roleAction.post(
      { staffId, role: chosen },
      () => `${email} is now ${ROLE_LABELS[chosen].toLowerCase()}.`,
    );
  };
  const remove = () => {
    if (window.confirm(`Remove ${email} from the staff? They can no longer open the console.`))
      void removeAction.post({ staffId }, () => `${email} removed.`);
  };
  return (
    <div className="space-y-2">
      <form onSubmit={submit} className="flex flex-wrap gap-2">
        <label htmlFor={`role-${staffId}`} className="sr-only">
          Role of {email}
        </label>
        <select
          id={`role-${staffId}`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as StaffRole)}
          className={`${control(undefined)} w-auto`}
        >
          <RoleOptions />
        </select>
        <button
          type="submit"
          disabled={locked}
          className="btn btn-outline"
          aria-label={`Change role of ${email}`}
        >
          Change role
        </button>
        <button
          type="button"
          disabled={locked}
          onClick={remove}
          className="btn btn-outline"
          aria-label={`Remove ${email}`}
        >
          Remove
        </button>
        {joined ? null : (
          <button
            type="button"
            disabled={locked}
            onClick={() => void resendAction.post({ staffId }, () => `Invitation sent again to ${email}.`)}
            className="btn btn-outline"
            aria-label={`Resend invitation to ${email}`}
          >
            Resend invitation
          </button>
        )}
      </form>
      {[roleAction, removeAction, resendAction].map((action, index) => (
        <FormStatus key={index} error={action.error} done={action.done} />
      ))}
    </div>
  );
}
