import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leadOutbox } from '@/server/db/schema';
import { waitFor } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';
import { buyer, postLead } from './leads';

type EmailRow = { id: number; leadId: string; status: string; attempts: number };

/** The Message-ID the worker gives an outbox row's email (deliver-row.ts): stable across attempts. */
export const messageIdOf = (row: { id: number; leadId: string }) =>
  `<lead-${row.leadId}.${row.id}@forecourt>`;

async function emailRows(db: Database, siteId: number): Promise<EmailRow[]> {
  return db
    .select({
      id: leadOutbox.id,
      leadId: leadOutbox.leadId,
      status: leadOutbox.status,
      attempts: leadOutbox.attempts,
    })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.siteId, siteId), eq(leadOutbox.channel, 'email')))
    .orderBy(leadOutbox.id);
}

/** How many times each Message-ID was accepted (answered 250) by either instance's mail server. */
function acceptedCounts({ a, b }: CheckContext): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of [...a.smtp.received, ...b.smtp.received]) {
    if (mail.accepted) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  }
  return counts;
}

const acceptedBy = (smtp: CheckContext['a']['smtp']) => smtp.received.filter((mail) => mail.accepted).length;

/**
 * Ten enquiries, five through each instance, each form's challenge fetched from the other instance (a load
 * balancer does not keep a buyer on one). Both workers poll the one outbox; every email row of the run
 * (these and the test drives before) must be sent and accepted exactly once, whichever worker sent it.
 */
export async function checkDeliveredOnce(context: CheckContext): Promise<PropertyResult> {
  const { a, b, db, fixture } = context;
  const replies = await Promise.all(
    Array.from({ length: 10 }, (_, i) => {
      const car = fixture.cars[i % fixture.cars.length]!;
      return postLead({
        port: i % 2 === 0 ? a.port : b.port,
        challengePort: i % 2 === 0 ? b.port : a.port,
        host: fixture.host,
        buyer: buyer(200 + i),
        kind: 'enquiry',
        carId: car.id,
        initialValues: car.enquiry,
        key: `delivered-once-${i}`,
      });
    }),
  );
  const leadIds = replies.map((reply) => (JSON.parse(reply.body) as { lead_id?: string }).lead_id ?? null);
  const rows = await waitFor(
    async () => {
      const all = await emailRows(db, fixture.siteId);
      return all.every((row) => row.status === 'sent') ? all : null;
    },
    60_000,
    200,
  );
  const final = rows ?? (await emailRows(db, fixture.siteId));
  const counts = acceptedCounts(context);
  const ours = final.filter((row) => leadIds.includes(row.leadId));
  const acceptedTotal = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return outcome(
    'each lead is delivered once',
    [
      same(
        'lead answers',
        replies.map((reply) => reply.status),
        Array<number>(10).fill(201),
      ),
      same('email rows of the ten leads', ours.length, 10),
      same('email rows not sent', final.filter((row) => row.status !== 'sent').length, 0),
      same(
        'copies accepted per email row',
        final.map((row) => counts.get(messageIdOf(row)) ?? 0),
        final.map(() => 1),
      ),
      same('messages accepted in all', acceptedTotal, final.length),
    ],
    `${final.length} lead emails (10 enquiries, the test drives before), each accepted once: ` +
      `A's worker sent ${acceptedBy(a.smtp)}, B's ${acceptedBy(b.smtp)}`,
  );
}

/**
 * A killed instance's claim: A's mail server takes the message but never answers, so A's worker holds the row
 * 'sending' under its lease; A is killed (kill -9). B's worker must claim the row once the lease has run out
 * and deliver it: accepted once in all, on B, on the row's second attempt.
 */
export async function checkAbandonedRow(context: CheckContext): Promise<PropertyResult> {
  const { a, b, db, fixture } = context;
  a.smtp.setStalled(true);
  let held: EmailRow | null = null;
  const tried: string[] = [];
  // A wakes its own worker after the commit, so A normally claims its own lead first; B may win a race.
  for (let attempt = 0; attempt < 3 && held === null; attempt += 1) {
    const car = fixture.cars[attempt % fixture.cars.length]!;
    const reply = await postLead({
      port: a.port,
      host: fixture.host,
      buyer: buyer(300 + attempt),
      kind: 'enquiry',
      carId: car.id,
      initialValues: car.enquiry,
      key: `abandoned-${attempt}`,
    });
    const leadId = (JSON.parse(reply.body) as { lead_id?: string }).lead_id;
    tried.push(`HTTP ${reply.status} ${leadId ?? reply.body}`);
    held = await waitFor(async () => {
      const [row] = (await emailRows(db, fixture.siteId)).filter((r) => r.leadId === leadId);
      const stalledOnA = row && a.smtp.received.some((m) => !m.accepted && m.messageId === messageIdOf(row));
      return stalledOnA && row.status === 'sending' ? row : null;
    }, 10_000);
  }
  if (!held) {
    const where = [...a.smtp.received, ...b.smtp.received].slice(-3).map((m) => JSON.stringify(m));
    const failure = `A never held a row (leads: ${tried.join(', ')}; last mails: ${where.join(', ')})`;
    return outcome('abandoned outbox row delivered by the other', [failure], '');
  }
  const row = held;
  const [lease] = await db
    .select({ leaseUntil: leadOutbox.leaseUntil })
    .from(leadOutbox)
    .where(inArray(leadOutbox.id, [row.id]));
  await a.server.kill9();
  const killedAt = Date.now();
  const messageId = messageIdOf(row);
  const deliveredOnB = await waitFor(
    async () => (b.smtp.received.some((m) => m.accepted && m.messageId === messageId) ? true : null),
    120_000,
    250,
  );
  const seconds = Math.round((Date.now() - killedAt) / 1000);
  const [after] = await db
    .select({ status: leadOutbox.status, attempts: leadOutbox.attempts })
    .from(leadOutbox)
    .where(inArray(leadOutbox.id, [row.id]));
  const copies = (smtp: CheckContext['a']['smtp']) =>
    smtp.received.filter((m) => m.messageId === messageId).map((m) => m.accepted);
  const leaseLeft = lease?.leaseUntil ? Math.round((lease.leaseUntil.getTime() - killedAt) / 1000) : null;
  return outcome(
    'an outbox row abandoned by a killed instance is delivered by the other',
    [
      same('delivered on B', deliveredOnB, true),
      same('the row after', after, { status: 'sent', attempts: 2 }),
      same("copies on A's server (accepted?)", copies(a.smtp), [false]),
      same("copies on B's server (accepted?)", copies(b.smtp), [true]),
    ],
    `row ${row.id} held by A when it was killed (lease ${leaseLeft} s left); ` +
      `B delivered it ${seconds} s after the kill, accepted once`,
  );
}
