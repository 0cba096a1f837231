import { z } from 'zod';
import { isStorableText, NUL_MESSAGE } from '@/domain/validation/db-limits';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from './staff-roles';

const role = z.enum(STAFF_ROLES, 'Choose a role: owner, sales manager or salesperson');
const staffId = z.number('Unknown staff member').int().positive().max(2_147_483_647);

/** POST /api/console/staff/invite: a person's email (their sign-in), an optional name, and their role. */
export const staffInviteSchema = z.strictObject({
  email: z
    .string('Enter an email address')
    .trim()
    .max(254, 'An email address is at most 254 characters')
    .pipe(z.email('Enter an email address like name@dealer.com.au'))
    .transform((email) => email.toLowerCase()),
  name: z
    .string()
    .refine(isStorableText, `A name ${NUL_MESSAGE}`)
    .trim()
    .max(100, 'A name is at most 100 characters')
    .transform((name) => (name === '' ? null : name)),
  role,
});
export type StaffInvite = z.output<typeof staffInviteSchema>;

/** POST /api/console/staff/role */
export const staffRoleSchema = z.strictObject({ staffId, role });
/** POST /api/console/staff/remove and /api/console/staff/resend */
export const staffMemberSchema = z.strictObject({ staffId });

/** A site always keeps an owner: the change that would leave it none is refused with this. */
export const LAST_OWNER_MESSAGE = 'The site needs an owner: make someone else owner first';

/** Whether a site whose current owners are `ownerIds` still has one after `staffId` becomes `newRole` (null: removed). */
export function keepsAnOwner(
  ownerIds: readonly number[],
  staffId: number,
  newRole: StaffRole | null,
): boolean {
  if (newRole === 'owner') return true;
  return ownerIds.some((id) => id !== staffId);
}

/** The invitation email: who invited them, as what, and where to sign in (no token: the code proves the address). */
export function staffInvitationEmail(invite: {
  siteName: string;
  role: StaffRole;
  consoleUrl: string;
  email: string;
  invitedBy: string;
}): { subject: string; text: string } {
  const roleName = ROLE_LABELS[invite.role].toLowerCase();
  return {
    subject: `You're invited to the ${invite.siteName} dealer console`,
    text: [
      `${invite.invitedBy} has added you to ${invite.siteName}'s dealer console as ${roleName}.`,
      '',
      `Open ${invite.consoleUrl} and sign in with this email address (${invite.email}).`,
      'We will email you a 6-digit code each time you sign in; there is no password to remember.',
      '',
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  };
}
