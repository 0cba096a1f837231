import 'server-only';
import type { SiteConfig } from '@/config';
import { acceptedOfferOf } from '@/domain/lead-confirmation/confirmation';
import { renderConfirmationEmail } from '@/domain/lead-confirmation/confirmation-email';
import type { Database } from '@/server/db/client';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';
import type { StoredLead } from '../stored-lead';
import { receiptPath, requestedTime, sendsBuyerConfirmation } from './buyer-confirmation';
import { assembleConfirmation, loadConfirmationParts, type ConfirmationFacts } from './confirmation-parts';
import { loadReceiptSigner } from './receipt-token';
import { TEST_DRIVE_CALENDAR_FILE, testDriveCalendar } from './test-drive-calendar';

/** Renders the buyer's email once the transaction knows whether the test-drive time was held. */
export type BuyerEmailRenderer = (stored: StoredLead) => EmailOutboxPayload;

function facts({ id, input, placement, slot }: StoredLead): ConfirmationFacts {
  const fields = input.fields;
  const requested = input.booking ? null : requestedTime(fields);
  const booking = input.booking
    ? { ...input.booking, confirmed: slot === 'held' }
    : requested && { startsAt: requested, locationId: input.locationId, confirmed: false };
  return {
    leadId: id,
    formType: input.formType,
    category: input.category,
    buyerName: input.contact.name,
    message: input.message,
    offerTitle: typeof fields.offer_title === 'string' ? fields.offer_title : null,
    acceptedOffer: acceptedOfferOf(fields),
    vehicleId: placement.vehicle?.id ?? null,
    snapshot: placement.vehicle,
    locationId: placement.location?.id ?? input.locationId,
    booking: input.formType === 'test_drive' ? booking : null,
    // A reservation's buyer is mailed by the reservation itself, never this email (sendsBuyerConfirmation).
    hasReservation: null,
  };
}

/**
 * Decision 053: the buyer's confirmation, read before the lead's transaction and rendered inside it
 * into a lead_outbox row of its own, so it is stored with the lead or not at all and sent by the same worker
 * (retried, never twice for one row). Null when the lead gets none (no address, flagged, a reservation) or
 * the site's address is unknown (no link could be made).
 */
export async function prepareBuyerEmail(
  db: Database,
  lead: StoredLead,
  config: SiteConfig,
  replyTo: string | null,
): Promise<BuyerEmailRenderer | null> {
  const { input, placement } = lead;
  const to = input.contact.email;
  const isSuspicious = input.suspicion.length > 0;
  if (!to || !sendsBuyerConfirmation({ email: to, isSuspicious, formType: input.formType })) return null;
  const origin = input.origin ?? (config.siteUrl ? new URL(config.siteUrl).origin : null);
  if (!origin) return null;
  const site = { id: placement.site.id, name: placement.site.name, config };
  const [parts, signer] = await Promise.all([
    loadConfirmationParts(db, site, facts(lead)),
    loadReceiptSigner(db, site.id),
  ]);
  return (stored) => {
    const known = facts(stored);
    const confirmation = assembleConfirmation(known, parts);
    const receiptUrl = `${origin}${receiptPath(signer.sign(stored.id))}`;
    const email = renderConfirmationEmail(confirmation, { origin, receiptUrl });
    const calendar = known.booking && {
      filename: TEST_DRIVE_CALENDAR_FILE,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: testDriveCalendar({
        leadId: stored.id,
        createdAt: stored.createdAt,
        startsAt: known.booking.startsAt,
        timeZone: parts.place?.timeZone ?? parts.siteTimeZone,
        confirmation,
        origin,
        receiptUrl,
      }),
    };
    return {
      site: placement.site,
      to,
      replyTo,
      ...email,
      ...(calendar ? { attachments: [calendar] } : {}),
    };
  };
}
