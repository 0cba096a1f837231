import { waitFor } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';
import { buyer, postLead } from './leads';
import { acceptedBy, acceptedCounts, emailRows, leadIdOf, messageIdOf } from './outbox-mail';

const LEADS = 10;

/** Half through each instance, each form's challenge fetched from the other (no sticky sessions). */
function postEnquiries({ a, b, fixture }: CheckContext) {
  return Promise.all(
    Array.from({ length: LEADS }, (_, i) => {
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
}

/**
 * Ten enquiries spread over both instances. Both workers poll the one outbox; every email row of the run
 * (these and the test drives before) must be sent and accepted exactly once, whichever worker sent it.
 */
export async function checkDeliveredOnce(context: CheckContext): Promise<PropertyResult> {
  const { a, b, db, fixture } = context;
  const replies = await postEnquiries(context);
  const leadIds = replies.map(leadIdOf);
  const sent = await waitFor(
    async () => {
      const all = await emailRows(db, fixture.siteId);
      return all.every((row) => row.status === 'sent') ? all : null;
    },
    60_000,
    200,
  );
  const rows = sent ?? (await emailRows(db, fixture.siteId));
  const ofLeads = rows.filter((row) => leadIds.includes(row.leadId));
  const buyerAddresses = new Set(Array.from({ length: LEADS }, (_, i) => buyer(200 + i).email));
  const counts = acceptedCounts(context);
  const acceptedTotal = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return outcome(
    'each lead is delivered once',
    [
      same(
        'lead answers',
        replies.map((reply) => reply.status),
        Array<number>(LEADS).fill(201),
      ),
      // Two email rows per enquiry: the dealer's lead email and the buyer's confirmation (decision 053).
      same(
        'dealer email rows of the ten leads',
        ofLeads.filter((row) => !buyerAddresses.has(row.target)).length,
        LEADS,
      ),
      same(
        'buyer confirmations of the ten leads',
        ofLeads.filter((row) => buyerAddresses.has(row.target)).length,
        LEADS,
      ),
      same('email rows not sent', rows.filter((row) => row.status !== 'sent').length, 0),
      same(
        'copies accepted per email row',
        rows.map((row) => counts.get(messageIdOf(row)) ?? 0),
        rows.map(() => 1),
      ),
      same('messages accepted in all', acceptedTotal, rows.length),
    ],
    `${rows.length} emails (the dealer's and the buyer's for ${LEADS} enquiries and the test drives before), each accepted once: ` +
      `A's worker sent ${acceptedBy(a.smtp)}, B's ${acceptedBy(b.smtp)}`,
  );
}
