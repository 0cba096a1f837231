import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '@/config';
import { formatMoney } from '@/domain/format/money';
import { RESERVE_TERMS_FIELD, reserveTermsConsent, type LeadFormValues } from '@/domain/leads';
import {
  checkoutEndsAt,
  depositCents,
  holdEndsAt,
  payAtDealershipEmail,
  refundTermsFor,
  reservationLeadLines,
} from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { findFormCar, type FormCar } from '@/server/lead-forms/queries';
import type { LeadHoldStep } from '@/server/leads/lead-hold';
import type { LeadInput } from '@/server/leads/types';
import { paymentProviderFor, paysByCard, type PaymentProvider } from '@/server/providers/payments';
import { loadCarConfig } from '@/server/sites/car-config';
import { loadReservationMailing } from './email-facts';
import { openReservation } from './open-reservation';
import type { ReservationRequest } from './types';

type UnstoredInput = Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'>;

export type ReserveSite = { id: number; config: SiteConfig };

/** How a reserve lead's deposit is taken; tests pass a provider built against their local fake. */
export type ReserveDependencies = { paymentProviderFor?: (config: SiteConfig) => PaymentProvider };

/** A reserve lead ready to store, and what follows its commit. */
export type ReserveLeadPlan = {
  input: UnstoredInput;
  reservation: ReservationRequest;
  provider: PaymentProvider;
  car: FormCar;
  config: SiteConfig;
};

/** The lead's own record of the reservation, in the dealer's email and webhook; whether the car is held heads
 * the email (reservationLeadLines), once the transaction knows. */
function reservationFields(request: ReservationRequest, amount: number) {
  return {
    reservation_id: request.id,
    reservation_deposit: formatMoney(amount),
    reservation_payment: paysByCard(request.provider) ? 'By card (Stripe)' : 'At the dealership',
  };
}

/** The reservation opened in the lead's own transaction (decision 046), as the lead pipeline runs it. */
export function reservationHold(reservation: ReservationRequest): LeadHoldStep {
  return {
    hold: (tx, lead) => openReservation(tx, lead, reservation),
    dealerNotice: (held, timeZone) => reservationLeadLines(held, reservation, timeZone),
    buyerEmail: reservation.buyerEmail,
  };
}

/**
 * A reserve lead (decision 046): its car's own config (the dealer's deposit, hold hours, refund terms
 * and payment provider), the reservation to open with it and, paying at the dealership, the buyer's
 * confirmation. Null when the lead names no car of this site: there is nothing to reserve.
 */
export async function planReserveLead(
  db: Database,
  site: ReserveSite,
  input: UnstoredInput,
  values: LeadFormValues,
  context: { origin: string; now: Date; dependencies: ReserveDependencies },
): Promise<ReserveLeadPlan | null> {
  const car = input.vehicleId === null ? null : await findFormCar(db, site.id, input.vehicleId);
  if (!car) return null;
  const config = await loadCarConfig(db, site.id, car);
  const provider = (context.dependencies.paymentProviderFor ?? paymentProviderFor)(config);
  const { now, origin } = context;
  const amount = config.vehicle.reserveAmount;
  const payAtDealership = !paysByCard(provider.name);
  const id = randomUUID();
  const expiresAt = payAtDealership ? holdEndsAt(now, config.reserve.holdHours) : checkoutEndsAt(now);
  const reservation: ReservationRequest = {
    id,
    provider: provider.name,
    amountCents: depositCents(amount),
    expiresAt,
    checkoutMinPrice: config.vehicle.checkoutMinPrice,
    siteOrigin: origin,
    buyerEmail: null,
  };
  if (payAtDealership && input.contact.email) {
    const mailing = await loadReservationMailing(db, {
      siteId: site.id,
      car,
      config,
      reservation,
      buyerName: input.contact.name,
      paysByCard: false,
    });
    reservation.buyerEmail = mailing.emailTo(input.contact.email, payAtDealershipEmail(mailing.facts));
  }
  const terms =
    values[RESERVE_TERMS_FIELD] === true
      ? [reserveTermsConsent(refundTermsFor(config.reserve, !payAtDealership))]
      : [];
  return {
    input: {
      ...input,
      fields: { ...input.fields, ...reservationFields(reservation, amount) },
      otherConsents: [...(input.otherConsents ?? []), ...terms],
      hold: reservationHold(reservation),
    },
    reservation,
    provider,
    car,
    config,
  };
}
