import 'server-only';
import { eq } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import { formatAddress } from '@/domain/locations/address';
import { refundTermsFor, reservationPath, type ReservationEmailFacts } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import { carTitle } from '@/server/lead-forms/load-form';
import { listFormLocations, type FormCar } from '@/server/lead-forms/queries';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';

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

export type ReservationMailing = {
  facts: ReservationEmailFacts;
  /** The outbox payload of an email with this subject and text, from the site. */
  emailTo: (to: string, email: { subject: string; text: string }) => EmailOutboxPayload;
};

/** What the buyer's reservation emails say, read once: the site, the car, its dealer and the reservation. */
export async function loadReservationMailing(
  db: Database,
  input: {
    siteId: number;
    car: FormCar;
    config: SiteConfig;
    reservation: { id: string; amountCents: number; expiresAt: Date; siteOrigin: string };
    buyerName: string | null;
    /** Paid by card online (Stripe), or to be paid at the dealership: which refund terms apply. */
    paysByCard: boolean;
  },
): Promise<ReservationMailing> {
  const { siteId, car, config, reservation } = input;
  const name = await siteName(db, siteId);
  const facts: ReservationEmailFacts = {
    siteName: name,
    buyerName: input.buyerName ?? 'there',
    carTitle: carTitle(car),
    stocknum: car.stocknum,
    amount: reservation.amountCents / 100,
    holdEndsAt: reservation.expiresAt,
    timeZone: config.timezone,
    dealer: await dealerContact(db, siteId, car),
    reservationUrl: `${reservation.siteOrigin}${reservationPath(reservation.id)}`,
    refundTerms: refundTermsFor(config.reserve, input.paysByCard),
  };
  const site = { id: siteId, slug: config.siteSlug, name };
  return { facts, emailTo: (to, email) => ({ site, to, replyTo: null, ...email }) };
}
