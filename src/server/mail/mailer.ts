import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { safePathSegment } from '@/domain/storage/path-segment';

/** One lead email, ready to send. `messageId` and `fileName` are stable per outbox row. */
export type LeadMail = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** An HTML alternative to the text (the text part stays first for plain-text readers). */
  html?: string;
  attachments?: readonly { filename: string; contentType: string; content: string }[];
  /** When the lead was received: the Date header, so the inbox sorts by enquiry time, not retry time. */
  date: Date;
  /** Stable per outbox row: a mail client shows a re-sent copy (after a crash mid-send) once. */
  messageId: string;
  siteSlug: string;
  fileName: string;
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
};

/** A mail file's time prefix, '20261127T103000Z': maildir names sort by when the message was made. */
export function compactStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

export type LeadMailer = { describe: string; send: (mail: LeadMail) => Promise<void> };

function toMessage(mail: LeadMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => ({ ...file })) } : {}),
    messageId: mail.messageId,
    date: mail.date,
    headers: mail.headers,
  };
}

/** Production: nodemailer over SMTP (smtp:// or smtps:// with credentials in the URL). */
export function createSmtpMailer(url: string): LeadMailer {
  const transport = nodemailer.createTransport(url);
  return {
    describe: `SMTP ${new URL(url).host}`,
    send: async (mail) => {
      await transport.sendMail(toMessage(mail));
    },
  };
}

/** Site slugs are data: each path part is made safe, so no slug can climb out of the mail folder. */
const safeSegment = safePathSegment;

/**
 * Development default: nodemailer renders the message and it is written as `{root}/{site}/new/{file}.eml`
 * (a maildir: written under tmp/, then renamed into new/, so a reader never sees half a file). The same
 * outbox row always writes the same file name, so a repeated send replaces rather than duplicates.
 */
export function createMaildirMailer(root: string): LeadMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `maildir ${root}`,
    send: async (mail) => {
      const info = await transport.sendMail(toMessage(mail));
      // Paths under the data directory, known only at run time: `turbopackIgnore` keeps the build from tracing
      // the whole project into the server output for them (its warning).
      const dir = join(/*turbopackIgnore: true*/ root, safeSegment(mail.siteSlug));
      const inDir = (...parts: string[]) => join(/*turbopackIgnore: true*/ dir, ...parts);
      await Promise.all(['tmp', 'new', 'cur'].map((sub) => mkdir(inDir(sub), { recursive: true })));
      const name = safeSegment(mail.fileName);
      await writeFile(inDir('tmp', name), info.message as Buffer);
      await rename(inDir('tmp', name), inDir('new', name));
    },
  };
}

export function createLeadMailer(options: { smtpUrl?: string; dataDir: string }): LeadMailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl)
    : createMaildirMailer(join(options.dataDir, 'mail'));
}
