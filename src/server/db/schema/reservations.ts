import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn, siteReference, updatedAt } from './columns';
import { leads } from './leads';

/**
 * A buyer's reservation of one car (decision 046) and the deposit that pays for it. Statuses:
 * 'checkout' (paying on the provider's page; the car is kept from other buyers until `expires_at`), 'held'
 * (deposit paid) and 'pending_payment' (to be paid at the dealership) take the car off sale until `expires_at`;
 * 'expired', 'abandoned', 'refund_pending' and 'refunded' are over. The partial unique index is what lets only
 * one buyer at a time have an open reservation of a car: a second insert conflicts in its own transaction.
 * The vehicle is a plain id (as on leads): a paid deposit must outlive the car's row.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    leadId: uuid('lead_id').notNull(),
    status: text('status').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    /** 'pending' (pay at dealership), 'open' (on the provider's page), 'paid', 'refunded', 'not_paid'. */
    paymentStatus: text('payment_status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    /** The provider's name for the payment page (Stripe: the Checkout Session id). */
    providerRef: text('provider_ref'),
    /** Where the buyer pays (Stripe Checkout URL); kept so a retried request gets the same page. */
    checkoutUrl: text('checkout_url'),
    /** The money taken (Stripe: the PaymentIntent id), what a refund names. */
    paymentRef: text('payment_ref'),
    refundRef: text('refund_ref'),
    /** The site's address as the buyer reserved on it: the emails sent later (deposit paid, refund) link it. */
    siteOrigin: text('site_origin').notNull(),
    /** The sender's keys (hashes of the normalised email, phone and client IP, as bookings keep them, decision
     * 032): one sender holds only so many open reservations on a site. */
    emailKey: text('email_key'),
    phoneKey: text('phone_key'),
    ipKey: text('ip_key'),
    /** The end of the checkout window, then (once held) of the hold. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_open_car_key')
      .on(t.siteId, t.vehicleId)
      .where(sql`status in ('checkout', 'held', 'pending_payment')`),
    index('reservations_site_lead_idx').on(t.siteId, t.leadId),
    index('reservations_email_idx').on(t.siteId, t.emailKey),
    index('reservations_phone_idx').on(t.siteId, t.phoneKey),
    index('reservations_ip_idx').on(t.siteId, t.ipKey),
    // The sweeper serves every site: like the outbox's claim index, this one is not led by site_id.
    index('reservations_due_idx')
      .on(t.expiresAt)
      .where(sql`status in ('checkout', 'held', 'pending_payment', 'refund_pending')`),
    siteReference('reservations_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);

/**
 * Payment webhooks already applied, by the provider's event id: written in the same transaction as the event's
 * effect, so a replayed webhook finds its row and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    siteId: siteIdColumn(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    reservationId: uuid('reservation_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'payment_events_pk', columns: [t.siteId, t.provider, t.eventId] })],
);
