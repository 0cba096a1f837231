import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '@/config';
import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { RESERVE_TERMS_FIELD, reserveTermsConsent, type LeadFormValues } from '@/domain/leads';
import { formatAddress } from '@/domain/locations/address';
import {
  checkoutEndsAt,
  depositCents,
  holdEndsAt,
  payAtDealershipEmail,
  reservationPath,
} from '@/domain/reserve';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { carTitle } from '@/server/lead-forms/load-form';
import { findFormCar, listFormLocations, type FormCar } from '@/server/lead-forms/queries';
import type { LeadInput } from '@/server/leads/types';
import { paymentProviderFor, type PaymentProvider } from '@/server/providers/payments';
import { loadCarConfig } from '@/server/sites/car-config';
import type { ReservationRequest } from './types';

type UnstoredInput = Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'>;

export type ReserveSite = { id: number; config: SiteConfig };

/** How a reserve lead's deposit is taken; tests pass a provider built against their local fake. */
export type ReserveDependencies = { paymentProviderFor?: (config: SiteConfig) => PaymentProvider };

/** A reserve lead ready to store, and what follows its commit. */
export type ReserveLeadPlan = {
  input: UnstoredInput;
  provider: PaymentProvider;
  car: FormCar;
  config: SiteConfig;
};

async function siteName(db: Database, siteId: number): Promise<string> {
  const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
  return row?.name ?? '';
}

async function dealerContact(db: Database, siteId: number, car: FormCar) {
  const location = (await listFormLocations(db, siteId)).find((entry) => entry.id === car.locationId);
  return {
    name: location?.name ?? car.dealershipSlug,
    phone: location?.phone ?? null,
    address: location ? formatAddress(location) : null,
  };
}

/** The lead's own record of the reservation, in the dealer's email and webhook. */
function reservationFields(request: ReservationRequest, config: SiteConfig, amount: number) {
  const payAtDealership = request.provider === 'pay_at_dealership';
  return {
    reservation_id: request.id,
    reservation_deposit: formatMoney(amount),
    reservation_payment: payAtDealership
      ? 'To be paid at the dealership (please confirm with the buyer)'
      : 'Card (Stripe): awaiting payment',
    ...(payAtDealership
      ? { reservation_held_until: formatZonedDateTime(request.expiresAt, config.timezone) }
      : {}),
  };
}

/**
 * A reserve lead (issue 15): its car's own config (the dealer's deposit, hold hours, refund terms and payment
 * provider), the reservation to open with it and, paying at the dealership, the buyer's confirmation. Null when
 * the lead names no car of this site: there is nothing to reserve.
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
  const payAtDealership = provider.name === 'pay_at_dealership';
  const id = randomUUID();
  const expiresAt = payAtDealership ? holdEndsAt(now, config.reserve.holdHours) : checkoutEndsAt(now);
  const name = await siteName(db, site.id);
  const email = payAtDealership
    ? payAtDealershipEmail({
        siteName: name,
        buyerName: input.contact.name ?? 'there',
        carTitle: carTitle(car),
        stocknum: car.stocknum,
        amount,
        holdEndsAt: expiresAt,
        timeZone: config.timezone,
        dealer: await dealerContact(db, site.id, car),
        reservationUrl: `${origin}${reservationPath(id)}`,
        refundTerms: config.reserve.refundTerms,
      })
    : null;
  const reservation: ReservationRequest = {
    id,
    provider: provider.name,
    amountCents: depositCents(amount),
    expiresAt,
    checkoutMinPrice: config.vehicle.checkoutMinPrice,
    buyerEmail:
      email && input.contact.email
        ? {
            site: { id: site.id, slug: config.siteSlug, name },
            to: input.contact.email,
            replyTo: null,
            ...email,
          }
        : null,
  };
  const terms = values[RESERVE_TERMS_FIELD] === true ? [reserveTermsConsent(config.reserve.refundTerms)] : [];
  return {
    input: {
      ...input,
      fields: { ...input.fields, ...reservationFields(reservation, config, amount) },
      otherConsents: [...(input.otherConsents ?? []), ...terms],
      reservation,
    },
    provider,
    car,
    config,
  };
}
