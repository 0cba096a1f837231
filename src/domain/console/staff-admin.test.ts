import { describe, expect, it } from 'vitest';
import { keepsAnOwner, staffInvitationEmail, staffInviteSchema } from './staff-admin';

describe('staff administration (issue 18)', () => {
  it('reads an invitation: a trimmed lower-case email, a blank name as none', () => {
    expect(staffInviteSchema.parse({ email: ' Dana@Dealer.COM.au ', name: '  ', role: 'owner' })).toEqual({
      email: 'dana@dealer.com.au',
      name: null,
      role: 'owner',
    });
    const problems = staffInviteSchema.safeParse({
      email: 'dana',
      name: 'x'.repeat(101),
      role: 'boss',
    }).error;
    expect(problems?.issues.map((issue) => issue.message)).toEqual([
      'Enter an email address like name@dealer.com.au',
      'A name is at most 100 characters',
      'Choose a role: owner, sales manager or salesperson',
    ]);
  });

  it('refuses only a change that leaves no owner', () => {
    expect(keepsAnOwner([1], 1, 'salesperson')).toBe(false);
    expect(keepsAnOwner([1], 1, null)).toBe(false);
    expect(keepsAnOwner([1], 1, 'owner')).toBe(true);
    expect(keepsAnOwner([1, 2], 1, null)).toBe(true);
    expect(keepsAnOwner([1], 7, null)).toBe(true);
  });

  it('says who invited them, as what, and where to sign in', () => {
    const mail = staffInvitationEmail({
      siteName: 'Riverside Motors',
      role: 'salesperson',
      consoleUrl: 'https://www.riverside.com.au/console',
      email: 'lee@riverside.com.au',
      invitedBy: 'Dana',
    });
    expect(mail).toEqual({
      subject: "You're invited to the Riverside Motors dealer console",
      text: [
        "Dana has added you to Riverside Motors's dealer console as salesperson.",
        '',
        'Open https://www.riverside.com.au/console and sign in with this email address (lee@riverside.com.au).',
        'We will email you a 6-digit code each time you sign in; there is no password to remember.',
        '',
        'If you were not expecting this, you can ignore this email.',
      ].join('\n'),
    });
  });
});
