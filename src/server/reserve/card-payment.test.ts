import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import { handlePaymentWebhook } from './payment-webhook-api';
import { loadReservationPage } from './reservation-page';
import { abandonCheckout } from './reservation-store';
import { sweepReservations } from './sweep-reservations';
import { cardCheckoutWorldForThisFile, startCardCheckout } from './testing/card-checkout';

// The captcha's challenge is issued on the real clock and checked against this one; Stripe's signatures too.
const NOW = new Date();
const MINUTE = 60_000;
const SECRET_A = 'whsec_siteasecret';
const SECRET_B = 'whsec_sitebsecret';
const world = cardCheckoutWorldForThisFile(NOW, { siteA: SECRET_A, siteB: SECRET_B });

let buyers = 0;
/** A buyer reserves a car of site A by card: the reservation and its (unpaid) Stripe session. */
const startCheckout = (carId: number) =>
  startCardCheckout(world, NOW, { number: (buyers += 1), label: 'Card' }, carId);

async function reservationOf(id: string) {
  const [row] = await world.test.db.select().from(s.reservations).where(eq(s.reservations.id, id));
  return row!;
}

async function carReserved(id: number) {
  const [row] = await world.test.db.select().from(s.vehicles).where(eq(s.vehicles.id, id));
  return row!.reserved;
}

async function emailsOf(leadId: string) {
  const rows = await world.test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, leadId));
  return rows.map((row) => `${row.target}: ${(row.payload as { subject: string }).subject}`).sort();
}

const webhook = (site: SiteContext, signed: { body: string; header: string }, now = NOW) =>
  handlePaymentWebhook(
    world.test.db,
    site.id,
    { body: signed.body, signature: signed.header },
    now,
    world.deps,
  );

describe('a card deposit (Stripe, against a local fake)', () => {
  it("holds the car when Stripe's signed webhook says paid, once however often it comes", async () => {
    const { reservation, session } = await startCheckout(world.cars[0]!);
    const paid = world.fake.pay(session.id);
    const event = world.fake.signedEvent('checkout.session.completed', paid);
    expect(await webhook(world.siteA, event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'held' },
    });
    expect(await reservationOf(reservation.id)).toMatchObject({
      status: 'held',
      paymentStatus: 'paid',
      paymentRef: paid.payment_intent,
      expiresAt: new Date(NOW.getTime() + 48 * 60 * MINUTE),
    });
    expect(await carReserved(world.cars[0]!)).toBe(true);
    const title = '2022 Toyota CANARYA7F3C Model1 CANARYA7F3C Badge CANARYA7F3C Series';
    expect(await emailsOf(reservation.leadId)).toEqual([
      `card1@example.com: Reserved: the ${title}`,
      `sales@isolation-a.test: New Vehicle Reservation lead from Card Buyer 1 - 2022 Toyota CANARYA7F3C Model1 CANARYA7F3C Badge (stock SHARED1)`,
      `sales@isolation-a.test: Reserved online: deposit paid - ${title} (stock SHARED1)`,
    ]);
    const replay = await webhook(world.siteA, event);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'applied-before' } });
    expect(await emailsOf(reservation.leadId)).toHaveLength(3);
  });

  it('refuses a webhook whose signature is not the site secret, changing nothing', async () => {
    const { reservation, session } = await startCheckout(world.cars[1]!);
    const event = world.fake.signedEvent('checkout.session.completed', world.fake.pay(session.id));
    const forged = { body: event.body.replace('"paid"', '"paid" '), header: event.header };
    expect((await webhook(world.siteA, forged)).status).toBe(400);
    // Site B's endpoint checks with site B's secret: site A's event is not B's to apply.
    expect((await webhook(world.siteB, event)).status).toBe(400);
    expect((await reservationOf(reservation.id)).status).toBe('checkout');
    // The buyer's return asks Stripe itself: the payment is found and applied without the webhook.
    const page = await loadReservationPage(world.test.db, world.siteA, reservation.id, NOW, world.deps);
    expect(page?.view.heading).toBe('Reserved for you');
    expect((await reservationOf(reservation.id)).status).toBe('held');
    expect(await loadReservationPage(world.test.db, world.siteB, reservation.id, NOW, world.deps)).toBeNull();
  });

  it('refunds a payment that arrives after its checkout was let go', async () => {
    const { reservation, session } = await startCheckout(world.cars[2]!);
    await abandonCheckout(world.test.db, world.siteA.id, reservation.id, NOW);
    const paid = world.fake.pay(session.id);
    const result = await webhook(world.siteA, world.fake.signedEvent('checkout.session.completed', paid));
    expect(result.body.outcome).toBe('refund-owed');
    const after = await reservationOf(reservation.id);
    expect(after).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      paymentRef: paid.payment_intent,
    });
    expect(world.fake.refunds.get(after.refundRef!)).toMatchObject({
      amount: 20_000,
      payment_intent: paid.payment_intent,
    });
    expect(await carReserved(world.cars[2]!)).toBe(false);
    expect(await emailsOf(reservation.leadId)).toEqual([
      'card3@example.com: Refund of your deposit for the 2022 Toyota CANARYA7F3C Model3 CANARYA7F3C Badge CANARYA7F3C Series',
      'sales@isolation-a.test: New Vehicle Reservation lead from Card Buyer 3 - 2022 Toyota CANARYA7F3C Model3 CANARYA7F3C Badge (stock SHARED3)',
    ]);
  });
});

describe('the reservation sweeper (reconciliation and expiry)', () => {
  it('applies a payment whose webhook never came, closes an unpaid page and releases an ended hold', async () => {
    await world.test.db
      .update(s.vehicles)
      .set({ reserved: false })
      .where(eq(s.vehicles.siteId, world.siteA.id));
    await world.test.db.delete(s.reservations).where(eq(s.reservations.siteId, world.siteA.id));
    const lost = await startCheckout(world.cars[0]!);
    world.fake.pay(lost.session.id);
    const unpaid = await startCheckout(world.cars[1]!);
    const afterWindow = new Date(NOW.getTime() + 36 * MINUTE);
    expect(await sweepReservations(world.test.db, afterWindow, world.deps)).toBe(2);
    expect((await reservationOf(lost.reservation.id)).status).toBe('held');
    expect(await reservationOf(unpaid.reservation.id)).toMatchObject({
      status: 'abandoned',
      paymentStatus: 'not_paid',
    });
    expect(world.fake.sessions.get(unpaid.session.id)!.status).toBe('expired');
    expect(await carReserved(world.cars[0]!)).toBe(true);
    const afterHold = new Date(afterWindow.getTime() + 49 * 60 * MINUTE);
    expect(await sweepReservations(world.test.db, afterHold, world.deps)).toBe(1);
    expect((await reservationOf(lost.reservation.id)).status).toBe('expired');
    expect(await carReserved(world.cars[0]!)).toBe(false);
    expect(await sweepReservations(world.test.db, afterHold, world.deps)).toBe(0);
  });
});
