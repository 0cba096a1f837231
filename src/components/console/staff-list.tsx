import { ROLE_LABELS, type StaffRole } from '@/domain/console/staff-roles';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { StaffInviteForm, StaffMemberActions } from './staff-forms';

export type StaffEntry = {
  id: number;
  email: string;
  name: string | null;
  role: string;
  invitedBy: string;
  invitedAt: Date;
  joinedAt: Date | null;
  removedAt: Date | null;
};

function standing(member: StaffEntry, timeZone: string): string {
  if (member.removedAt) return `Removed ${formatZonedDateTime(member.removedAt, timeZone)}`;
  if (member.joinedAt) return `Joined ${formatZonedDateTime(member.joinedAt, timeZone)}`;
  return `Invited ${formatZonedDateTime(member.invitedAt, timeZone)} by ${member.invitedBy}, not signed in yet`;
}

/** The owner's staff page (decision 061): who may use the console, as what, and adding people. */
export function StaffList({
  staff,
  selfId,
  timeZone,
}: {
  staff: readonly StaffEntry[];
  selfId: number;
  timeZone: string;
}) {
  return (
    <div className="space-y-6">
      <h1 id="console-title" className="text-3xl font-bold tracking-tight">
        Staff
      </h1>
      <section
        aria-labelledby="invite-heading"
        className="space-y-3 rounded-lg border border-foreground/15 p-4"
      >
        <h2 id="invite-heading" className="text-lg font-semibold">
          Add someone
        </h2>
        <p className="text-sm">
          They sign in at this site&apos;s /console with a code emailed to this address. Owners run the site
          and its staff; sales managers handle leads (including assigning and exporting) and stock;
          salespeople work leads and see the stock.
        </p>
        <StaffInviteForm />
      </section>
      <ul className="space-y-3">
        {staff.map((member) => (
          <li key={member.id} className="space-y-2 rounded-lg border border-foreground/15 p-4">
            <p>
              <span className="font-semibold">{member.name ?? member.email}</span>
              {member.name ? ` (${member.email})` : ''} ·{' '}
              {ROLE_LABELS[member.role as StaffRole] ?? member.role}
              {member.id === selfId ? ' · you' : ''}
            </p>
            <p className="text-sm text-muted">{standing(member, timeZone)}</p>
            {member.removedAt ? null : (
              <StaffMemberActions
                staffId={member.id}
                email={member.email}
                role={member.role as StaffRole}
                joined={member.joinedAt !== null}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
