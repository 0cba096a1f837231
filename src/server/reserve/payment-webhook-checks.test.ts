import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { log } from '@/server/logging';
import {
  stripeSignatureHeader,
  type FakeCheckoutSession,
} from '@/server/providers/payments/testing/fake-stripe';
import { eventBody, nowSeconds } from '@/server/providers/payments/testing/fake-stripe-objects';
import { handlePaymentWebhook } from './payment-webhook-api';
import { cardCheckoutWorldForThisFile, startCardCheckout } from './testing/card-checkout';

// Issue 38 finding 3: a signed event is Stripe's, but not necessarily about the page we opened (a Payment Link
// or another integration on the dealer's account can name any client_reference_id, for any amount).
const NOW = new Date();
const SECRET_A = 'whsec_checksitea';
const SECRET_B = 'whsec_checksiteb';
const world = cardCheckoutWorldForThisFile(NOW, { siteA: SECRET_A, siteB: SECRET_B });
beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(log, 'warn').mockImplementation(() => {});
});

let buyers = 0;
/** A buyer of site A at Stripe's checkout for `carId`: the reservation and the session the platform opened. */
const startCheckout = (carId: number) =>
  startCardCheckout(world, NOW, { number: (buyers += 1), label: 'Check' }, carId);

/** `session` as paid, without touching the fake's own copy (the genuine payment comes last). */
const paidCopy = (session: FakeCheckoutSession): FakeCheckoutSession => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
  payment_intent: 'pi_test_forged',
  url: null,
});

/** A signed event as site `secret`'s Stripe account would send it. */
function signed(type: string, session: FakeCheckoutSession, secret = SECRET_A) {
  const body = eventBody(type, session, nowSeconds());
  return { body, header: stripeSignatureHeader(body, secret, nowSeconds()) };
}

const webhook = (siteId: number, event: { body: string; header: string }) =>
  handlePaymentWebhook(world.test.db, siteId, { body: event.body, signature: event.header }, NOW, world.deps);

async function stateOf(reservationId: string, carId: number) {
  const [row] = await world.test.db.select().from(s.reservations).where(eq(s.reservations.id, reservationId));
  const [car] = await world.test.db.select().from(s.vehicles).where(eq(s.vehicles.id, carId));
  const outbox = await world.test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, row!.leadId));
  const emails = outbox.map((email) => (email.payload as { subject: string }).subject).sort();
  return { status: row!.status, paymentRef: row!.paymentRef, reserved: car!.reserved, emails };
}

const IGNORED = { status: 200, body: { received: true, outcome: 'ignored' } };
const LEAD_EMAIL = (buyer: number, model: number) =>
  `New Vehicle Reservation lead from Check Buyer ${buyer} - 2022 Toyota CANARYA7F3C Model${model} CANARYA7F3C Badge (stock SHARED${model})`;
const UNTOUCHED = { status: 'checkout', paymentRef: null, reserved: false, emails: [LEAD_EMAIL(1, 1)] };

function expectWarned(reason: string, fields: Record<string, unknown> = {}) {
  expect(log.warn).toHaveBeenCalledExactlyOnceWith(
    expect.objectContaining({ siteId: world.siteA.id, reason, ...fields }),
    'payment webhook not applied',
  );
}

describe('a signed Stripe webhook is applied only to the Checkout Session opened for its reservation', () => {
  let checkout: Awaited<ReturnType<typeof startCheckout>>;
  beforeAll(async () => {
    checkout = await startCheckout(world.cars[0]!);
  });

  it.each([
    [
      'a session the platform never created',
      (session: FakeCheckoutSession) => ({ ...paidCopy(session), id: 'cs_test_notours' }),
      'not the Checkout Session opened for this reservation',
    ],
    [
      'a payment of 1 cent',
      (session: FakeCheckoutSession) => ({ ...paidCopy(session), amount_total: 1 }),
      'amount_total 1 is not the deposit of 20000',
    ],
    [
      'a payment in another currency',
      (session: FakeCheckoutSession) => ({ ...paidCopy(session), currency: 'usd' }),
      'currency usd is not the deposit currency aud',
    ],
  ])('answers 200 to %s and holds nothing, emails no one', async (_case, forge, reason) => {
    const event = signed('checkout.session.completed', forge(checkout.session));
    expect(await webhook(world.siteA.id, event)).toEqual(IGNORED);
    expect(await stateOf(checkout.reservation.id, world.cars[0]!)).toEqual(UNTOUCHED);
    expectWarned(reason, { reservationId: checkout.reservation.id });
  });

  it('does not let the car go on the expiry of a session the platform never created', async () => {
    const other = { ...checkout.session, id: 'cs_test_notours', status: 'expired' as const, url: null };
    expect(await webhook(world.siteA.id, signed('checkout.session.expired', other))).toEqual(IGNORED);
    expect(await stateOf(checkout.reservation.id, world.cars[0]!)).toEqual(UNTOUCHED);
    expectWarned('not the Checkout Session opened for this reservation');
  });

  it.each([
    ['abc', 'checkout.session.completed'],
    ['99999999999', 'checkout.session.completed'],
    ['abc', 'checkout.session.expired'],
  ])('answers 200, never 500, to a reference %s that is no reservation id (%s)', async (reference, type) => {
    const session = { ...paidCopy(checkout.session), client_reference_id: reference, metadata: {} };
    expect(await webhook(world.siteA.id, signed(type, session))).toEqual(IGNORED);
    expectWarned('the reference is not a reservation id', { reservationId: reference });
    expect(await stateOf(checkout.reservation.id, world.cars[0]!)).toEqual(UNTOUCHED);
  });

  it("answers 200 to site A's reservation named on site B, and changes neither", async () => {
    const event = signed('checkout.session.completed', paidCopy(checkout.session), SECRET_B);
    expect(await webhook(world.siteB.id, event)).toEqual(IGNORED);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ siteId: world.siteB.id, reason: 'no reservation by that id on this site' }),
      'payment webhook not applied',
    );
    expect(await stateOf(checkout.reservation.id, world.cars[0]!)).toEqual(UNTOUCHED);
  });

  it('cannot pay by webhook a reservation without a stored session id (no page opened, or an older row)', async () => {
    const bare = await startCheckout(world.cars[1]!);
    await world.test.db
      .update(s.reservations)
      .set({ providerRef: null })
      .where(eq(s.reservations.id, bare.reservation.id));
    const event = signed('checkout.session.completed', paidCopy(bare.session));
    expect(await webhook(world.siteA.id, event)).toEqual(IGNORED);
    expect(await stateOf(bare.reservation.id, world.cars[1]!)).toEqual({
      status: 'checkout',
      paymentRef: null,
      reserved: false,
      emails: [LEAD_EMAIL(2, 2)],
    });
    expectWarned('no Checkout Session was stored for this reservation');
  });

  it('holds the car on the genuine event and queues the deposit-paid emails exactly once', async () => {
    const paid = world.fake.pay(checkout.session.id);
    const event = signed('checkout.session.completed', paid);
    expect(await webhook(world.siteA.id, event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'held' },
    });
    expect(await webhook(world.siteA.id, event)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied-before' },
    });
    const title = '2022 Toyota CANARYA7F3C Model1 CANARYA7F3C Badge CANARYA7F3C Series';
    expect(await stateOf(checkout.reservation.id, world.cars[0]!)).toEqual({
      status: 'held',
      paymentRef: paid.payment_intent,
      reserved: true,
      emails: [
        LEAD_EMAIL(1, 1),
        `Reserved online: deposit paid - ${title} (stock SHARED1)`,
        `Reserved: the ${title}`,
      ],
    });
    expect(log.warn).not.toHaveBeenCalled();
  });
});
