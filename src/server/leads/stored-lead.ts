import type { SlotHold } from '@/domain/leads';
import type { ReservationHold } from '@/domain/reserve';
import type { LeadPlacement } from './placement';
import type { LeadInput } from './types';

/** A lead as the store wrote it: what its emails and webhook are rendered from. */
export type StoredLead = {
  id: string;
  createdAt: Date;
  input: LeadInput;
  placement: LeadPlacement;
  slot?: SlotHold | null;
  /** A reserve lead's reservation: opened, or why not (decision 046). */
  reservation?: ReservationHold | null;
};
