import type { ReservationHold } from '@/domain/reserve';
import type { Tx } from '@/server/db/transaction';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';

/** The stored lead as a kind's hold sees it inside the lead's transaction. */
export type HoldingLead = {
  id: string;
  siteId: number;
  vehicleId: number;
  createdAt: Date;
  contact: { email: string | null; phone: string | null };
  ip: string | null;
  flagged: boolean;
};

/**
 * What a lead kind holds inside the lead's transaction (a reserve lead opens its reservation there, decision 046).
 * Leads know no kind: the kind hands this in with the lead. `hold` throws LeadRefusedError to roll the lead back.
 */
export type LeadHoldStep = {
  hold(tx: Tx, lead: HoldingLead): Promise<ReservationHold>;
  /** The lines heading the dealer's email: what was held, or why not. */
  dealerNotice(held: ReservationHold, timeZone: string): string[];
  /** The buyer's email sent with the lead when the hold is made at once; null for none. */
  buyerEmail: EmailOutboxPayload | null;
};

/** Why a kind's hold turned the lead away; the lead rolls back with it and nothing is stored. */
export type LeadRefusal = 'car-taken' | 'not-reservable';

/** Thrown by a kind's hold inside the lead's transaction, so that the whole lead rolls back. */
export class LeadRefusedError extends Error {
  constructor(readonly refusal: LeadRefusal) {
    super(`lead refused: ${refusal}`);
    this.name = 'LeadRefusedError';
  }
}
