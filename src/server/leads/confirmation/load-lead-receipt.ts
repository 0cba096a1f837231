import 'server-only';
import { and, eq } from 'drizzle-orm';
import { acceptedOfferOf, type LeadConfirmation } from '@/domain/lead-confirmation/confirmation';
import type { Database } from '@/server/db/client';
import { leads, reservations, testDriveBookings } from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import type { VehicleSnapshot } from '../placement';
import { requestedTime, sendsBuyerConfirmation } from './buyer-confirmation';
import { assembleConfirmation, loadConfirmationParts, type ConfirmationFacts } from './confirmation-parts';
import { loadReceiptSigner } from './receipt-token';

export type LeadReceipt = {
  leadId: string;
  createdAt: Date;
  token: string;
  confirmation: LeadConfirmation;
  /** The booked (or requested) time and the zone it is kept in, for the .ics. */
  booking: { startsAt: Date; timeZone: string } | null;
  /** Where the confirmation email went; null when none was sent. */
  emailedTo: string | null;
};

type LeadRow = typeof leads.$inferSelect;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

async function leadFacts(db: Database, lead: LeadRow): Promise<ConfirmationFacts> {
  const fields = (lead.payload.fields ?? {}) as Record<string, unknown>;
  const [held] = await db
    .select({ startsAt: testDriveBookings.startsAt, locationId: testDriveBookings.locationId })
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.siteId, lead.siteId), eq(testDriveBookings.leadId, lead.id)));
  const requested = held ? null : requestedTime(fields);
  // A flagged lead holds no slot (decision 032) but must not learn it was flagged: its page reads as booked.
  const booking = held
    ? { ...held, confirmed: true }
    : requested && { startsAt: requested, locationId: lead.locationId, confirmed: lead.isSuspicious };
  return {
    leadId: lead.id,
    formType: lead.formType,
    category: lead.category,
    buyerName: lead.name,
    message: lead.message,
    offerTitle: text(fields.offer_title),
    acceptedOffer: acceptedOfferOf(fields),
    vehicleId: lead.vehicleId,
    snapshot: (lead.payload.vehicle ?? null) as VehicleSnapshot | null,
    locationId: lead.locationId,
    booking: lead.formType === 'test_drive' ? booking : null,
    hasReservation: lead.formType === 'reserve' ? await hasReservation(db, lead) : null,
  };
}

/** Whether the reserve lead opened its reservation (decision 046: a flagged or capped one opens none). */
async function hasReservation(db: Database, lead: LeadRow): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.siteId, lead.siteId), eq(reservations.leadId, lead.id)))
    .limit(1);
  return row !== undefined;
}

/**
 * The /success page's lead (decision 052): the lead a genuine receipt of this site names, read from the
 * database; null for a missing, malformed or forged receipt, or one of another site.
 */
export async function loadLeadReceipt(
  db: Database,
  site: Pick<SiteContext, 'id' | 'name' | 'config'>,
  token: unknown,
): Promise<LeadReceipt | null> {
  const signer = await loadReceiptSigner(db, site.id);
  const leadId = signer.read(token);
  if (leadId === null) return null;
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.id, leadId)));
  if (!lead) return null;
  const facts = await leadFacts(db, lead);
  const parts = await loadConfirmationParts(db, site, facts);
  return {
    leadId,
    createdAt: lead.createdAt,
    token: signer.sign(leadId),
    confirmation: assembleConfirmation(facts, parts),
    booking: facts.booking && {
      startsAt: facts.booking.startsAt,
      timeZone: parts.place?.timeZone ?? parts.siteTimeZone,
    },
    emailedTo: sendsBuyerConfirmation(lead) ? lead.email : null,
  };
}
