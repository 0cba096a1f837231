import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/client';
import type { Tx } from '@/server/db/transaction';
import { consentRecords, idempotencyKeys, leadOutbox, leads, testDriveBookings } from '@/server/db/schema';
import { loadDeliverySettings, resolveDeliveryTargets } from './delivery-config';
import type { SlotHold } from '@/domain/leads';
import type { ReservationHold } from '@/domain/reserve';
import { bookingKeys, checkBookingCaps } from './booking-caps';
import { prepareBuyerEmail } from './confirmation/buyer-email';
import { answerKnownKey, findKeyUse, hashFingerprint, KeyTakenError } from './idempotency';
import { renderLeadEmail, renderLeadWebhook } from './lead-messages';
import type { StoredLead } from './stored-lead';
import { LeadRefusedError } from './lead-hold';
import { placeLead, type LeadPlacement } from './placement';
import type { LeadInput, SubmitLeadResult, TestDriveBooking } from './types';

type OutboxRow = typeof leadOutbox.$inferInsert;
/** Renders the outbox rows once the transaction knows what became of the requested slot. */
type OutboxRenderer = (lead: StoredLead) => OutboxRow[];

function leadRow(lead: StoredLead): typeof leads.$inferInsert {
  const { input, placement } = lead;
  return {
    id: lead.id,
    siteId: input.siteId,
    formType: input.formType,
    category: input.category,
    subcategory: input.subcategory,
    vehicleId: placement.vehicle?.id ?? null,
    dealershipId: placement.dealership?.id ?? null,
    locationId: placement.location?.id ?? null,
    name: input.contact.name,
    email: input.contact.email,
    phone: input.contact.phone,
    message: input.message,
    // The snapshot keeps the lead readable after the car is sold and deleted.
    payload: {
      fields: input.fields,
      vehicle: placement.vehicle,
      location: placement.location && { id: placement.location.id, name: placement.location.name },
      dealership: placement.dealership && { id: placement.dealership.id, name: placement.dealership.name },
      ...(input.valuation ? { valuation: input.valuation } : {}),
    },
    userData: input.userData,
    isSuspicious: input.suspicion.length > 0,
    suspicionReasons: input.suspicion,
    createdAt: lead.createdAt,
  };
}

/** Reads the delivery settings before the transaction; the rows are rendered inside it. */
async function outboxRenderer(db: Database, lead: StoredLead): Promise<OutboxRenderer> {
  const { input, placement } = lead;
  const settings = await loadDeliverySettings(db, input.siteId, placement.dealership);
  const targets = await resolveDeliveryTargets(
    db,
    input.siteId,
    settings.delivery,
    placement.location?.email ?? null,
  );
  const buyerConfirmation = await prepareBuyerEmail(db, lead, settings.config, targets.email);
  const { siteUrl } = settings.config;
  const origin = input.origin ?? (siteUrl ? new URL(siteUrl).origin : null);
  return (stored) => {
    const base = {
      siteId: input.siteId,
      leadId: stored.id,
      nextAttemptAt: stored.createdAt,
      createdAt: stored.createdAt,
    };
    const rows: OutboxRow[] = [];
    if (targets.email) {
      const payload = renderLeadEmail(stored, targets.email, settings.timeZone, origin);
      rows.push({ ...base, channel: 'email', target: targets.email, payload });
    }
    if (targets.webhookUrl) {
      const payload = renderLeadWebhook(stored);
      rows.push({ ...base, channel: 'webhook', target: targets.webhookUrl, payload });
    }
    // A hold made at once (a reservation paid at the dealership) is confirmed to the buyer with the lead.
    const buyerEmail = input.hold?.buyerEmail;
    if (buyerEmail && stored.reservation === 'opened')
      rows.push({ ...base, channel: 'email', target: buyerEmail.to, payload: buyerEmail });
    // Decision 053: the buyer's own confirmation, stored with the lead and sent by the same worker.
    if (buyerConfirmation) {
      const payload = buyerConfirmation(stored);
      rows.push({ ...base, channel: 'email', target: payload.to, payload });
    }
    return rows;
  };
}

/** Thrown inside the transaction when the slot is held by another lead, so that this lead rolls back. */
class SlotTakenError extends Error {
  constructor() {
    super('The test-drive slot is already booked');
  }
}

/**
 * The booking's primary key decides between two buyers of one slot: PostgreSQL makes the second insert wait
 * for the first transaction, and once that commits the second gets no row back.
 */
async function holdSlot(tx: Tx, lead: StoredLead, booking: TestDriveBooking): Promise<SlotHold> {
  const { input } = lead;
  // Decision 032: a lead flagged as suspected spam is stored but books nothing, so a bot cannot fill a week.
  if (input.suspicion.length > 0) return 'flagged';
  const keys = bookingKeys(input.contact, input.ip);
  const capped = await checkBookingCaps(tx, input.siteId, keys, lead.createdAt);
  if (capped !== 'held') return capped;
  const held = await tx
    .insert(testDriveBookings)
    .values({ siteId: input.siteId, ...booking, leadId: lead.id, ...keys, createdAt: lead.createdAt })
    .onConflictDoNothing()
    .returning({ leadId: testDriveBookings.leadId });
  if (held.length === 0) throw new SlotTakenError();
  return 'held';
}

/** What the transaction held for the lead: its test-drive slot and its reservation (null: it asked for none). */
type LeadHolds = { slot: SlotHold | null; reservation: ReservationHold | null };

/** The lead kind's own hold (a reserve lead's reservation), made in the lead's transaction (decision 046). */
async function holdForKind(tx: Tx, lead: StoredLead): Promise<ReservationHold | null> {
  const { input, placement } = lead;
  if (!input.hold || !placement.vehicle) return null;
  return input.hold.hold(tx, {
    id: lead.id,
    siteId: input.siteId,
    vehicleId: placement.vehicle.id,
    createdAt: lead.createdAt,
    contact: input.contact,
    ip: input.ip,
    flagged: input.suspicion.length > 0,
  });
}

async function writeLead(
  tx: Tx,
  lead: StoredLead,
  requestHash: string,
  render: OutboxRenderer,
): Promise<LeadHolds> {
  const { input } = lead;
  await tx.insert(leads).values(leadRow(lead));
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      siteId: input.siteId,
      key: input.idempotencyKey,
      leadId: lead.id,
      requestHash,
      createdAt: lead.createdAt,
    })
    .onConflictDoNothing()
    .returning({ leadId: idempotencyKeys.leadId });
  // PostgreSQL makes this insert wait for a concurrent one with the same key; if that one committed we
  // get no row, and our lead must not survive.
  if (claimed.length === 0) throw new KeyTakenError();
  const reservation = await holdForKind(tx, lead);
  const slot = input.booking ? await holdSlot(tx, lead, input.booking) : null;
  const outbox = render({ ...lead, slot, reservation });
  if (outbox.length > 0) await tx.insert(leadOutbox).values(outbox);
  const consents = [
    ...(input.consent
      ? [{ consentType: 'marketing', granted: input.consent.optIn, wording: input.consent.wording }]
      : []),
    ...(input.otherConsents ?? []),
  ];
  if (consents.length > 0) {
    await tx.insert(consentRecords).values(
      consents.map(({ consentType, granted, wording }) => ({
        siteId: input.siteId,
        leadId: lead.id,
        consentType,
        granted,
        method: `web form checkbox (${input.formType})`,
        wording,
        ipAddress: input.ip,
        userAgent: input.userAgent,
        capturedAt: lead.createdAt,
      })),
    );
  }
  return { slot, reservation };
}

async function createLead(
  db: Database,
  input: LeadInput,
  placement: LeadPlacement,
  requestHash: string,
  now: Date,
): Promise<SubmitLeadResult> {
  const lead: StoredLead = { id: randomUUID(), createdAt: now, input, placement, slot: null };
  const render = await outboxRenderer(db, lead);
  let holds: LeadHolds;
  try {
    holds = await db.transaction((tx) => writeLead(tx, lead, requestHash, render));
  } catch (error) {
    if (error instanceof SlotTakenError) return { kind: 'slot-taken' };
    if (error instanceof LeadRefusedError) return { kind: error.refusal };
    if (!(error instanceof KeyTakenError)) throw error;
    const winner = await findKeyUse(db, input.siteId, input.idempotencyKey);
    if (!winner) throw error;
    return answerKnownKey(winner, requestHash);
  }
  // Only now, after COMMIT, does the caller learn the id.
  return {
    kind: 'created',
    leadId: lead.id,
    ...(holds.slot === null ? {} : { slot: holds.slot }),
    ...(holds.reservation === null ? {} : { reservation: holds.reservation }),
  };
}

/**
 * Stores one lead with its outbox rows (one per delivery channel), its idempotency key and its consent
 * record, in one transaction. The same key again returns the first lead (replayed) or, with other data,
 * a conflict; a car or location of another site rejects the submission and stores nothing.
 */
export async function submitLead(db: Database, input: LeadInput, now: Date): Promise<SubmitLeadResult> {
  const requestHash = hashFingerprint(input.fingerprint);
  const known = await findKeyUse(db, input.siteId, input.idempotencyKey);
  if (known) return answerKnownKey(known, requestHash);
  const placed = await placeLead(db, input.siteId, {
    vehicleId: input.vehicleId,
    locationId: input.locationId,
  });
  if (!placed.ok) return { kind: 'rejected', reason: placed.reason };
  return createLead(db, input, placed.placement, requestHash, now);
}
