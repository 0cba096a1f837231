import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirForThisFile } from '@/test/temp-dir';
import { createMaildirMailer } from './mailer';

const mail = tempDirForThisFile('forecourt-mailer-');

describe('createMaildirMailer (issue 17)', () => {
  it('writes the text and HTML parts and a calendar attachment', async () => {
    await createMaildirMailer(mail.path).send({
      from: 'leads@forecourt.test',
      to: 'jo@example.com',
      replyTo: 'sales@dealer.test',
      subject: 'Your Test Drive',
      text: 'Thank you.\n',
      html: '<p>Thank you.</p>',
      attachments: [
        {
          filename: 'test-drive.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        },
      ],
      date: new Date('2026-03-02T01:00:00Z'),
      messageId: '<lead-x.1@forecourt>',
      siteSlug: 'mailer-site',
      fileName: 'one.eml',
    });
    const eml = await readFile(join(mail.path, 'mailer-site', 'new', 'one.eml'), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=test-drive\.ics/,
    );
    expect(eml).toContain('Content-Disposition: attachment; filename=test-drive.ics');
    expect(await readdir(join(mail.path, 'mailer-site', 'tmp'))).toEqual([]);
  });

  it('writes a text-only email as one 7-bit part, as before', async () => {
    await createMaildirMailer(mail.path).send({
      from: 'leads@forecourt.test',
      to: 'north@dealer.test',
      replyTo: null,
      subject: 'New lead',
      text: 'Name: Jo\n',
      date: new Date('2026-03-02T01:00:00Z'),
      messageId: '<lead-x.2@forecourt>',
      siteSlug: 'mailer-site',
      fileName: 'two.eml',
    });
    const eml = await readFile(join(mail.path, 'mailer-site', 'new', 'two.eml'), 'utf8');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).not.toContain('multipart');
  });
});
