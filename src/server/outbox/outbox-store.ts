import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { alertOutbox, leadOutbox } from '@/server/db/schema';

/** The tables that share the outbox columns (status, attempts, next_attempt_at, lease_until, last_error, sent_at). */
export type OutboxTable = typeof leadOutbox | typeof alertOutbox;
/** A row this worker holds until `leaseUntil`; every later write is fenced on that lease. */
export type Claimed<Row> = Row & { id: number; leaseUntil: Date };
export type FailureOutcome = { status: 'pending'; nextAttemptAt: Date } | { status: 'dead' };

export type OutboxStore<Row> = {
  claimDue: (db: Database, now: Date, options: { leaseMs: number; limit: number }) => Promise<Claimed<Row>[]>;
  /** false when the lease was lost (expired and re-claimed): the other holder now owns the row. */
  markSent: (db: Database, row: Claimed<Row>, now: Date) => Promise<boolean>;
  markFailed: (db: Database, row: Claimed<Row>, outcome: FailureOutcome, error: string) => Promise<boolean>;
};

/**
 * Claim, lease and result-recording over one outbox table. A claim takes up to `limit` due rows for `leaseMs`:
 * pending rows whose time has come, and rows still 'sending' whose lease ran out (their worker died mid-send).
 * SKIP LOCKED lets several nodes claim side by side without waiting on or taking each other's rows; PGlite, one
 * process, runs the same statement. The lease end doubles as next_attempt_at, so one index finds both kinds.
 */
export function createOutboxStore<Table extends OutboxTable>(
  table: Table,
): OutboxStore<Table['$inferSelect']> {
  // Both tables have these columns; drizzle's builders cannot see that through a union, so they are named once.
  const t = table as typeof leadOutbox;
  type Row = Table['$inferSelect'];
  const heldLease = (row: Claimed<Row>) =>
    and(eq(t.id, row.id), eq(t.status, 'sending'), eq(t.leaseUntil, row.leaseUntil));

  return {
    claimDue: async (db, now, options) => {
      const leaseUntil = new Date(now.getTime() + options.leaseMs);
      const due = db
        .select({ id: t.id })
        .from(t)
        .where(and(inArray(t.status, ['pending', 'sending']), lte(t.nextAttemptAt, now)))
        .orderBy(asc(t.nextAttemptAt))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(t)
        .set({ status: 'sending', attempts: sql`${t.attempts} + 1`, leaseUntil, nextAttemptAt: leaseUntil })
        .where(inArray(t.id, due))
        .returning();
      return rows.map((row) => ({ ...(row as Row), id: row.id, leaseUntil }));
    },
    markSent: async (db, row, now) => {
      const updated = await db
        .update(t)
        .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
        .where(heldLease(row))
        .returning({ id: t.id });
      return updated.length === 1;
    },
    markFailed: async (db, row, outcome, error) => {
      const updated = await db
        .update(t)
        .set({
          status: outcome.status,
          leaseUntil: null,
          lastError: error.slice(0, 1000),
          ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
        })
        .where(heldLease(row))
        .returning({ id: t.id });
      return updated.length === 1;
    },
  };
}
