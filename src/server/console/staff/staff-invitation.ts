import 'server-only';
import { randomBytes } from 'node:crypto';
import { staffInvitationEmail } from '@/domain/console/staff-admin';
import type { StaffRole } from '@/domain/console/staff-roles';
import { env } from '@/env';
import { createLeadMailer, type LeadMailer } from '@/server/mail/mailer';
import { log } from '@/server/logging';

let replacement: LeadMailer | null = null;

/** Tests send invitations into a folder of their own. */
export function useStaffInvitationMailer(mailer: LeadMailer | null): void {
  replacement = mailer;
}

/** The platform's mail transport (SMTP when configured, else the maildir under DATA_DIR), as sign-in codes use. */
function invitationMailer(): LeadMailer {
  return replacement ?? createLeadMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
}

const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export type StaffInvitation = {
  site: { slug: string; name: string };
  email: string;
  role: StaffRole;
  consoleUrl: string;
  invitedBy: string;
};

/**
 * Emails a staff member their invitation to the console (decision 061). Sent after the staff row is
 * committed: the row is the invitation, the email only tells them. A failed send is reported to the caller,
 * who says so and offers to send it again; it never undoes the row.
 */
export async function sendStaffInvitation(invitation: StaffInvitation, now = new Date()): Promise<boolean> {
  const { subject, text } = staffInvitationEmail({ ...invitation, siteName: invitation.site.name });
  const id = `${now.getTime()}-${randomBytes(6).toString('hex')}`;
  try {
    await invitationMailer().send({
      from: `${invitation.site.name} <${mailAddress(env.MAIL_FROM)}>`,
      to: invitation.email,
      replyTo: null,
      subject,
      text,
      date: now,
      messageId: `<staff-invitation-${id}@forecourt>`,
      siteSlug: invitation.site.slug,
      fileName: `staff-invitation-${id}.eml`,
    });
    return true;
  } catch (error) {
    log.warn({ site: invitation.site.slug, error: (error as Error).message }, 'staff invitation not sent');
    return false;
  }
}
