import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leadOutbox } from '@/server/db/schema';
import type { CheckContext } from './context';
import type { FakeSmtp } from './fake-smtp';

export type EmailRow = { id: number; leadId: string; target: string; status: string; attempts: number };

/** The Message-ID the worker gives an outbox row's email (deliver-row.ts): stable across attempts. */
export const messageIdOf = (row: { id: number; leadId: string }) =>
  `<lead-${row.leadId}.${row.id}@forecourt>`;

/** The site's email outbox rows, oldest first. */
export async function emailRows(db: Database, siteId: number): Promise<EmailRow[]> {
  return db
    .select({
      id: leadOutbox.id,
      leadId: leadOutbox.leadId,
      target: leadOutbox.target,
      status: leadOutbox.status,
      attempts: leadOutbox.attempts,
    })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.siteId, siteId), eq(leadOutbox.channel, 'email')))
    .orderBy(leadOutbox.id);
}

/** How many times each Message-ID was accepted (answered 250) by either instance's mail server. */
export function acceptedCounts({ a, b }: CheckContext): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of [...a.smtp.received, ...b.smtp.received]) {
    if (mail.accepted) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  }
  return counts;
}

export const acceptedBy = (smtp: FakeSmtp) => smtp.received.filter((mail) => mail.accepted).length;

/** Whether each copy of `messageId` this server saw was accepted, in order of arrival. */
export const copiesOf = (smtp: FakeSmtp, messageId: string) =>
  smtp.received.filter((mail) => mail.messageId === messageId).map((mail) => mail.accepted);

export const leadIdOf = (reply: { body: string }) =>
  (JSON.parse(reply.body) as { lead_id?: string }).lead_id ?? null;
