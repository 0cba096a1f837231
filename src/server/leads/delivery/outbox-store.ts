import type { Database } from '@/server/db/client';
import { leadOutbox } from '@/server/db/schema';
import { createOutboxStore, type Claimed, type FailureOutcome } from '@/server/outbox/outbox-store';

export type OutboxRow = typeof leadOutbox.$inferSelect;
export type ClaimedRow = Claimed<OutboxRow>;
export type { FailureOutcome };

export const leadOutboxStore = createOutboxStore(leadOutbox);

export const claimDueRows = (db: Database, now: Date, options: { leaseMs: number; limit: number }) =>
  leadOutboxStore.claimDue(db, now, options);
export const markSent = (db: Database, row: ClaimedRow, now: Date) => leadOutboxStore.markSent(db, row, now);
