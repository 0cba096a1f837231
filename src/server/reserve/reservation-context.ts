import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import type { ReservationBuyer } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import type { leadOutbox } from '@/server/db/schema';
import { leads, locations } from '@/server/db/schema';
import { findFormCar, type FormCar } from '@/server/lead-forms/queries';
import { loadDeliverySettingsForDealership, resolveDeliveryTargets } from '@/server/leads/delivery-config';
import { loadCarConfig } from '@/server/sites/car-config';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import type { ReservationRow } from './reservation-store';

/** Everything a later step of a reservation reads before its transaction: the car, its config, buyer, inbox. */
export type ReservationContext = {
  car: FormCar | null;
  config: SiteConfig;
  buyer: ReservationBuyer;
  /** The dealer's lead inbox (decision 010's targets), or null when the site has none. */
  dealerEmail: string | null;
};

async function leadOf(db: Database, siteId: number, leadId: string) {
  const [lead] = await db
    .select({
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      dealershipId: leads.dealershipId,
      locationEmail: locations.email,
    })
    .from(leads)
    .leftJoin(locations, and(eq(locations.siteId, siteId), eq(locations.id, leads.locationId)))
    .where(and(eq(leads.siteId, siteId), eq(leads.id, leadId)));
  return lead ?? null;
}

/** The car (null once its row is gone: a paid deposit outlives it), its config and who to tell. */
export async function loadReservationContext(
  db: Database,
  siteId: number,
  reservation: ReservationRow,
): Promise<ReservationContext> {
  const car = await findFormCar(db, siteId, reservation.vehicleId);
  const config = car
    ? await loadCarConfig(db, siteId, car)
    : resolveForSite(await loadSiteConfigSource(db, siteId));
  const lead = await leadOf(db, siteId, reservation.leadId);
  const settings = await loadDeliverySettingsForDealership(db, siteId, lead?.dealershipId ?? null);
  const targets = await resolveDeliveryTargets(db, siteId, settings.delivery, lead?.locationEmail ?? null);
  return {
    car,
    config,
    buyer: { name: lead?.name ?? null, email: lead?.email ?? null, phone: lead?.phone ?? null },
    dealerEmail: targets.email,
  };
}

/** Outbox email rows of a reservation's lead, written in the caller's transaction (delivered as leads are). */
export function reservationEmailRows(
  reservation: ReservationRow,
  emails: { to: string; payload: Record<string, unknown> }[],
  now: Date,
): (typeof leadOutbox.$inferInsert)[] {
  return emails.map(({ to, payload }) => ({
    siteId: reservation.siteId,
    leadId: reservation.leadId,
    channel: 'email',
    target: to,
    payload,
    nextAttemptAt: now,
    createdAt: now,
  }));
}
