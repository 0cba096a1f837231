import { eq } from 'drizzle-orm';
import { leadOutbox } from '@/server/db/schema';
import { waitFor } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';
import { buyer, postLead } from './leads';
import { copiesOf, emailRows, leadIdOf, messageIdOf, type EmailRow } from './outbox-mail';

const NAME = 'an outbox row abandoned by a killed instance is delivered by the other';

/**
 * With A's mail server hanging every send, a lead posted to A: A's worker claims its email row and holds it
 * 'sending' under its lease. A wakes its own worker after the commit, so it normally claims first; when B wins
 * the race (B's server does not hang), another lead is tried.
 */
async function rowHeldByA({
  a,
  db,
  fixture,
}: CheckContext): Promise<{ row: EmailRow | null; tried: string[] }> {
  a.smtp.setStalled(true);
  const tried: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
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
    const leadId = leadIdOf(reply);
    tried.push(`HTTP ${reply.status} ${leadId ?? reply.body}`);
    const row = await waitFor(async () => {
      const found = (await emailRows(db, fixture.siteId)).find((candidate) => candidate.leadId === leadId);
      const hanging = found && a.smtp.received.some((m) => !m.accepted && m.messageId === messageIdOf(found));
      return hanging && found.status === 'sending' ? found : null;
    }, 10_000);
    if (row) return { row, tried };
  }
  return { row: null, tried };
}

/**
 * A's claim abandoned: A is killed (SIGKILL) while its mail server holds the message unanswered. B's worker
 * must claim the row once A's lease has run out and deliver it: accepted once in all, on B, at attempt 2.
 */
export async function checkAbandonedRow(context: CheckContext): Promise<PropertyResult> {
  const { a, b, db } = context;
  const { row, tried } = await rowHeldByA(context);
  if (!row) return outcome(NAME, [`A never held a row (leads: ${tried.join(', ')})`], '');
  const state = () =>
    db
      .select({ status: leadOutbox.status, attempts: leadOutbox.attempts, leaseUntil: leadOutbox.leaseUntil })
      .from(leadOutbox)
      .where(eq(leadOutbox.id, row.id))
      .then((rows) => rows[0]!);
  const { leaseUntil } = await state();
  await a.server.kill9();
  const killedAt = Date.now();
  const messageId = messageIdOf(row);
  const delivered = await waitFor(
    async () => (b.smtp.received.some((m) => m.accepted && m.messageId === messageId) ? true : null),
    120_000,
    250,
  );
  const seconds = Math.round((Date.now() - killedAt) / 1000);
  const { status, attempts } = await state();
  const leaseLeft = leaseUntil ? Math.round((leaseUntil.getTime() - killedAt) / 1000) : null;
  return outcome(
    NAME,
    [
      same('delivered on B', delivered, true),
      same('the row after', { status, attempts }, { status: 'sent', attempts: 2 }),
      same("copies on A's server (accepted?)", copiesOf(a.smtp, messageId), [false]),
      same("copies on B's server (accepted?)", copiesOf(b.smtp, messageId), [true]),
    ],
    `row ${row.id} held by A when it was killed (lease ${leaseLeft} s left); ` +
      `B delivered it ${seconds} s after the kill, accepted once`,
  );
}
