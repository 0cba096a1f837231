import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leadOutbox } from '@/server/db/schema';

export type OutboxRow = typeof leadOutbox.$inferSelect;
/** A row this worker holds until `leaseUntil`; every later write is fenced on that lease. */
export type ClaimedRow = OutboxRow & { leaseUntil: Date };

/**
 * Claims up to `limit` due rows for `leaseMs`: pending rows whose time has come, and rows still 'sending'
 * whose lease ran out (their worker died mid-send). SKIP LOCKED lets several nodes claim side by side
 * without waiting on or taking each other's rows; PGlite, one process, runs the same statement. The lease
 * end doubles as next_attempt_at, so one index finds both kinds of due row.
 */
export async function claimDueRows(
  db: Database,
  now: Date,
  options: { leaseMs: number; limit: number },
): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(and(inArray(leadOutbox.status, ['pending', 'sending']), lte(leadOutbox.nextAttemptAt, now)))
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(leadOutbox)
    .set({
      status: 'sending',
      attempts: sql`${leadOutbox.attempts} + 1`,
      leaseUntil,
      nextAttemptAt: leaseUntil,
    })
    .where(inArray(leadOutbox.id, due))
    .returning();
  return rows.map((row) => ({ ...row, leaseUntil }));
}

function heldLease(row: ClaimedRow) {
  return and(
    eq(leadOutbox.id, row.id),
    eq(leadOutbox.status, 'sending'),
    eq(leadOutbox.leaseUntil, row.leaseUntil),
  );
}

/** false when the lease was lost (expired and re-claimed): the other holder now owns the row. */
export async function markSent(db: Database, row: ClaimedRow, now: Date): Promise<boolean> {
  const updated = await db
    .update(leadOutbox)
    .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(heldLease(row))
    .returning({ id: leadOutbox.id });
  return updated.length === 1;
}

export type FailureOutcome = { status: 'pending'; nextAttemptAt: Date } | { status: 'dead' };

export async function markFailed(
  db: Database,
  row: ClaimedRow,
  outcome: FailureOutcome,
  error: string,
): Promise<boolean> {
  const updated = await db
    .update(leadOutbox)
    .set({
      status: outcome.status,
      leaseUntil: null,
      lastError: error.slice(0, 1000),
      ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(heldLease(row))
    .returning({ id: leadOutbox.id });
  return updated.length === 1;
}
