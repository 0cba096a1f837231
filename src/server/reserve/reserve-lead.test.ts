import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadConfirmation } from '@/components/leads/lead-confirmation';
import { confirmationMessage } from '@/domain/lead-confirmation/confirmation';
import { RESERVE_TERMS_FIELD } from '@/domain/leads';
import { RESERVE_MESSAGES } from '@/domain/reserve';
import * as s from '@/server/db/schema';
import { postLeadForTest } from '@/server/lead-intake/testing';
import type { LeadApiResponse } from '@/server/leads/api/lead-api-answers';
import { loadLeadReceipt } from '@/server/leads/confirmation/load-lead-receipt';
import { createStripePaymentProvider } from '@/server/providers/payments';
import { startFakeStripe, type FakeStripe } from '@/server/providers/payments/testing/fake-stripe';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { loadReservationPage } from './reservation-page';
import type { ReserveDependencies } from './reserve-lead';

// The captcha's challenge is issued on the real clock and checked against this one: they must agree.
const NOW = new Date();
const HOUR = 3_600_000;
/** Paying at the dealership: terms that promise no refund to a card (issue 37). */
const TERMS_START = 'Nothing is paid online. The deposit you pay at the dealership is fully refundable';
const test = isolationSiteContextsForThisFile({ now: NOW });
let carsA: number[];
let carsB: number[];

async function siteCars(siteId: number): Promise<number[]> {
  const rows = await test.db
    .select({ id: s.vehicles.id })
    .from(s.vehicles)
    .where(eq(s.vehicles.siteId, siteId))
    .orderBy(s.vehicles.id);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  carsA = await siteCars(test.siteA.id);
  carsB = await siteCars(test.siteB.id);
});

let keys = 0;
type Buyer = { n?: number; terms?: boolean; key?: string; reserve?: ReserveDependencies; honeypot?: string };

async function reserve(site: SiteContext, carId: number, buyer: Buyer = {}): Promise<LeadApiResponse> {
  keys += 1;
  const n = buyer.n ?? keys;
  const fields = {
    name: `Buyer ${n}`,
    email: `buyer${n}@example.com`,
    phone: `0412 ${String(100_000 + n).slice(0, 3)} ${String(100_000 + n).slice(3)}`,
    postcode: '4000',
    [RESERVE_TERMS_FIELD]: buyer.terms ?? true,
    opt_in: false,
  };
  const payload = {
    form_type: 'reserve',
    car_id: carId,
    idempotency_key: buyer.key ?? `reserve-key-${String(keys).padStart(6, '0')}`,
    fields,
    user_data: { url: '/cars/x/checkout' },
    homepage_url: buyer.honeypot ?? '',
    opened_at: NOW.getTime() - 60_000,
  };
  return postLeadForTest(test.db, site, payload, {
    now: NOW,
    ip: `203.0.113.${(n % 250) + 1}`,
    origin: 'https://isolation-a.test',
    reserve: buyer.reserve,
  });
}

const bodyOf = (response: LeadApiResponse) =>
  response.body as { lead_id: string; next: string; receipt: string };

async function openReservations(siteId: number, vehicleId: number) {
  return test.db
    .select()
    .from(s.reservations)
    .where(and(eq(s.reservations.siteId, siteId), eq(s.reservations.vehicleId, vehicleId)));
}

async function isReserved(vehicleId: number): Promise<boolean> {
  const [row] = await test.db.select().from(s.vehicles).where(eq(s.vehicles.id, vehicleId));
  return row!.reserved;
}

describe('reserve online, paying at the dealership (issue 15)', () => {
  it('holds the car for 48 hours as pending payment, stores the lead and emails dealer and buyer', async () => {
    const [version] = await test.db.select().from(s.sites).where(eq(s.sites.id, test.siteA.id));
    const response = await reserve(test.siteA, carsA[0]!, { n: 1 });
    expect(response.status).toBe(201);
    const { lead_id: leadId, next } = bodyOf(response);
    const [reservation] = await openReservations(test.siteA.id, carsA[0]!);
    expect(next).toBe(`/reservations/${reservation!.id}`);
    expect(reservation).toMatchObject({
      leadId,
      status: 'pending_payment',
      paymentProvider: 'pay_at_dealership',
      paymentStatus: 'pending',
      amountCents: 20_000,
      expiresAt: new Date(NOW.getTime() + 48 * HOUR),
    });
    expect(await isReserved(carsA[0]!)).toBe(true);
    const [after] = await test.db.select().from(s.sites).where(eq(s.sites.id, test.siteA.id));
    expect(after!.stockVersion).toBe(version!.stockVersion + 1);
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({ formType: 'reserve', category: 'Vehicle Reservation', vehicleId: carsA[0] });
    expect(lead!.payload.fields).toMatchObject({
      reservation_id: reservation!.id,
      reservation_deposit: '$200',
      reservation_payment: 'At the dealership',
    });
    const outbox = await test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, leadId));
    expect(outbox.map((row) => row.target).sort()).toEqual(['buyer1@example.com', 'sales@isolation-a.test']);
    const dealerMail = outbox.find((row) => row.target === 'sales@isolation-a.test')!.payload as {
      text: string;
    };
    expect(dealerMail.text.split('\n')[1]).toBe(
      'The deposit is to be paid at the dealership: please confirm with the buyer.',
    );
    const buyerMail = outbox.find((row) => row.target === 'buyer1@example.com')!.payload as { text: string };
    expect(buyerMail.text).toContain(
      `Your reservation: https://isolation-a.test/reservations/${reservation!.id}`,
    );
    expect(buyerMail.text).toContain('Deposit: $200');
    expect(buyerMail.text).toContain(`Refund terms: ${TERMS_START}`);
    expect(buyerMail.text).not.toContain('to your card');
    const consents = await test.db.select().from(s.consentRecords).where(eq(s.consentRecords.leadId, leadId));
    const terms = consents.find((row) => row.consentType === 'reserve_refund_terms');
    expect(terms?.wording.startsWith(`${RESERVE_MESSAGES.termsLabel} ${TERMS_START}`)).toBe(true);
  });

  it('turns a second buyer away with a clear message and stores nothing of theirs', async () => {
    const leadsBefore = (await test.db.select().from(s.leads)).length;
    const response = await reserve(test.siteA, carsA[0]!, { n: 2 });
    expect(response).toEqual({ status: 409, body: { error: RESERVE_MESSAGES.carTaken } });
    expect((await test.db.select().from(s.leads)).length).toBe(leadsBefore);
    expect(await openReservations(test.siteA.id, carsA[0]!)).toHaveLength(1);
  });

  it('answers a retried submission with the same lead and the same page', async () => {
    const first = await reserve(test.siteA, carsA[1]!, { n: 3, key: 'reserve-retry-key-0001' });
    keys -= 1;
    const again = await reserve(test.siteA, carsA[1]!, { n: 3, key: 'reserve-retry-key-0001' });
    expect(again.status).toBe(200);
    expect(bodyOf(again)).toEqual(bodyOf(first));
  });

  it('asks for the refund terms to be agreed', async () => {
    const response = await reserve(test.siteA, carsA[2]!, { n: 4, terms: false });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { fieldErrors: object }).fieldErrors)).toEqual([
      RESERVE_TERMS_FIELD,
    ]);
    expect(await openReservations(test.siteA.id, carsA[2]!)).toHaveLength(0);
  });

  it('lets a new buyer reserve once the hold has ended, even before the sweeper ran', async () => {
    // Time passes: the first buyer's hold ended a minute ago.
    await test.db
      .update(s.reservations)
      .set({ expiresAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(s.reservations.vehicleId, carsA[0]!));
    const response = await reserve(test.siteA, carsA[0]!, { n: 5 });
    expect(response.status).toBe(201);
    const rows = await openReservations(test.siteA.id, carsA[0]!);
    expect(rows.map((row) => row.status).sort()).toEqual(['expired', 'pending_payment']);
    expect(await isReserved(carsA[0]!)).toBe(true);
  });

  it('gives exactly one of 20 buyers reserving the same car at once the hold', async () => {
    const car = carsB[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserve(test.siteB, car, { n: 100 + i })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const rows = await openReservations(test.siteB.id, car);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.leadId).toBe(bodyOf(answers.find((answer) => answer.status === 201)!).lead_id);
  });
});

describe('a reservation flagged as suspected spam (decision 032)', () => {
  it('stores and delivers the lead but holds no car, and sends the buyer to the thank-you page', async () => {
    const car = carsB[2]!;
    const response = await reserve(test.siteB, car, { n: 10, honeypot: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(bodyOf(response).next).toBe(`/success?ref=${bodyOf(response).receipt}`);
    expect(await openReservations(test.siteB.id, car)).toHaveLength(0);
    expect(await isReserved(car)).toBe(false);
    const [lead] = await test.db
      .select()
      .from(s.leads)
      .where(eq(s.leads.id, bodyOf(response).lead_id));
    expect(lead?.isSuspicious).toBe(true);
    const [mail] = await test.db.select().from(s.leadOutbox).where(eq(s.leadOutbox.leadId, lead!.id));
    const text = (mail!.payload as { text: string }).text.split('\n');
    expect(text.slice(0, 5)).toEqual([
      'Flagged for review: honeypot',
      '',
      'Car not reserved: the lead is flagged for review.',
      'Please confirm with the buyer.',
      '',
    ]);
  });

  it('tells the buyer on the thank-you page that nothing is held, not thanks for a reservation (issue 38)', async () => {
    const response = await reserve(test.siteB, carsB[2]!, { n: 11, honeypot: 'https://spam.example' });
    const page = await loadLeadReceipt(test.db, test.siteB, bodyOf(response).receipt);
    if (!page) throw new Error('the receipt found no lead');
    const html = renderToStaticMarkup(
      createElement(LeadConfirmation, { confirmation: page.confirmation, calendarHref: '', emailedTo: null }),
    );
    const said = [...html.matchAll(/<p[^>]*>([^<]+)<\/p>/g)].map((match) => match[1]);
    expect(said).toContain(
      'Thanks, Buyer 11. We have your request to reserve this 2022 Toyota CANARYB9D21 Model3 CANARYB9D21 Badge CANARYB9D21 Series; nothing is held yet: the dealer will confirm by email or phone.',
    );
    expect(said).toContain(
      'The dealer will check that the car is still available and contact you about reserving it. No deposit has been taken.',
    );
    expect(html).not.toMatch(/Vehicle Reservation|your reservation/);
  });
});

describe('the cap of open reservations per sender (decision 046)', () => {
  it('stores a third reservation of one buyer but holds no car for it', async () => {
    const [template] = await test.db.select().from(s.vehicles).where(eq(s.vehicles.id, carsA[0]!));
    const { id: _id, ...car } = template!;
    const extra = await test.db
      .insert(s.vehicles)
      .values([1, 2, 3].map((n) => ({ ...car, slug: `cap-car-${n}`, stocknum: `CAP${n}`, reserved: false })))
      .returning({ id: s.vehicles.id });
    const answers = [];
    for (const { id } of extra) answers.push(await reserve(test.siteA, id, { n: 500 }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => bodyOf(answer).next.startsWith('/reservations/'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(bodyOf(answers[2]!).next).toBe(`/success?ref=${bodyOf(answers[2]!).receipt}`);
    expect(await openReservations(test.siteA.id, extra[2]!.id)).toHaveLength(0);
    expect(await isReserved(extra[2]!.id)).toBe(false);
    const outbox = await test.db
      .select()
      .from(s.leadOutbox)
      .where(eq(s.leadOutbox.leadId, bodyOf(answers[2]!).lead_id));
    expect(outbox.map((row) => row.target)).toEqual(['sales@isolation-a.test']);
    expect((outbox[0]!.payload as { text: string }).text.split('\n').slice(0, 2)).toEqual([
      'Car not reserved: 2 open reservations for this email or phone.',
      'Please confirm with the buyer.',
    ]);
    // Issue 38: the page of the lead that holds nothing says so; a reservation's own lead still thanks for it.
    const pages = await Promise.all(
      [answers[2]!, answers[0]!].map((answer) =>
        loadLeadReceipt(test.db, test.siteA, bodyOf(answer).receipt),
      ),
    );
    expect(pages.map((page) => page && confirmationMessage(page.confirmation))).toEqual([
      'Thanks, Buyer 500. We have your request to reserve this 2022 Toyota CANARYA7F3C Model1 CANARYA7F3C Badge CANARYA7F3C Series; nothing is held yet: the dealer will confirm by email or phone.',
      'Thank you for your Vehicle Reservation. We have received it and will be in touch shortly.',
    ]);
  });
});

describe('reservations are kept to their site', () => {
  it('refuses a car of another site and stores nothing on either', async () => {
    const response = await reserve(test.siteB, carsA[2]!, { n: 6 });
    expect(response.status).toBe(400);
    expect(await openReservations(test.siteA.id, carsA[2]!)).toHaveLength(0);
    expect(await openReservations(test.siteB.id, carsA[2]!)).toHaveLength(0);
  });

  it("shows a reservation's page on its own site only", async () => {
    const [reservation] = await openReservations(test.siteA.id, carsA[1]!);
    expect(await loadReservationPage(test.db, test.siteB, reservation!.id, NOW)).toBeNull();
    const page = await loadReservationPage(test.db, test.siteA, reservation!.id, NOW);
    expect(page?.view.heading).toBe('Reserved for you');
    expect(page?.journeyHref).toBe('/checkout-journey?car_id=shared-car-2');
  });
});

describe('reserve online with a card (Stripe, against a local fake)', () => {
  let fake: FakeStripe;
  let stripe: ReserveDependencies;
  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: 'whsec_fakesecret' });
    const config = {
      provider: 'stripe' as const,
      secretKey: 'sk_test_fakekey',
      webhookSecret: 'whsec_fakesecret',
      apiBase: fake.apiBase,
      timeoutMs: 2000,
    };
    const provider = createStripePaymentProvider(config, {
      resolve: fake.resolve,
      allowPrivateAddresses: true,
    });
    stripe = { paymentProviderFor: () => provider };
  });
  afterAll(async () => fake.close());

  it('sends the buyer to the payment page and keeps the car from others without reserving it yet', async () => {
    const car = carsB[1]!;
    const response = await reserve(test.siteB, car, { n: 7, reserve: stripe });
    expect(response.status).toBe(201);
    const [reservation] = await openReservations(test.siteB.id, car);
    const session = fake.sessions.get(reservation!.providerRef!)!;
    expect(bodyOf(response).next).toBe(session.url);
    expect(reservation).toMatchObject({
      status: 'checkout',
      paymentStatus: 'open',
      checkoutUrl: session.url,
    });
    expect(session.amount_total).toBe(20_000);
    expect(session.client_reference_id).toBe(reservation!.id);
    expect(await isReserved(car)).toBe(false);
    expect((await reserve(test.siteB, car, { n: 8, reserve: stripe })).status).toBe(409);
  });

  it('lets the car go and says so when the payment page cannot be opened', async () => {
    const car = carsB[2]!;
    fake.failNext(3, 500);
    const response = await reserve(test.siteB, car, { n: 9, reserve: stripe });
    expect(response.status).toBe(201);
    const [reservation] = await openReservations(test.siteB.id, car);
    expect(bodyOf(response).next).toBe(`/reservations/${reservation!.id}`);
    expect(reservation).toMatchObject({ status: 'abandoned', paymentStatus: 'not_paid', providerRef: null });
    const page = await loadReservationPage(test.db, test.siteB, reservation!.id, NOW);
    expect(page?.view.text).toBe(
      'Card payment was not available, so the car is not reserved and nothing was charged. Your details were sent to the dealer, who will contact you shortly.',
    );
  });
});
