import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idempotencyKeys, leadOutbox, leads } from '@/server/db/schema';
import type { Ack } from './submissions';

export type Verification = {
  acknowledged: number;
  stored: number;
  /** Leads beyond the first for one submission (same message, which carries the submission's key). */
  duplicates: number;
  /** Acknowledged lead_ids with no lead row, or whose key points at another lead. */
  missing: number;
  /** Stored leads no client was ever told about. */
  unacknowledged: number;
  outbox: Record<string, number>;
  /** Acknowledged leads with every delivery sent. */
  delivered: number;
  /** Sent rows that needed more than one claim (a kill or outage between claim and result, or a failed send). */
  retried: number;
  emailFiles: number;
};

/** .eml files across every site's maildir: each outbox row writes one stable file name. */
export function countEmailFiles(mailDir: string): number {
  if (!existsSync(mailDir)) return 0;
  return readdirSync(mailDir).reduce((sum, site) => {
    const inbox = join(mailDir, site, 'new');
    return sum + (existsSync(inbox) ? readdirSync(inbox).filter((name) => name.endsWith('.eml')).length : 0);
  }, 0);
}

async function duplicateCount(db: Database): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .groupBy(leads.message)
    .having(sql`count(*) > 1`);
  return rows.reduce((sum, row) => sum + Number(row.n) - 1, 0);
}

async function outboxState(db: Database) {
  const rows = await db
    .select({ leadId: leadOutbox.leadId, status: leadOutbox.status, attempts: leadOutbox.attempts })
    .from(leadOutbox);
  const byStatus: Record<string, number> = {};
  const unsent = new Set<string>();
  const withRows = new Set<string>();
  for (const row of rows) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    withRows.add(row.leadId);
    if (row.status !== 'sent') unsent.add(row.leadId);
  }
  const retried = rows.filter((row) => row.status === 'sent' && row.attempts > 1).length;
  return { byStatus, unsent, withRows, retried };
}

/** Compares what the clients were told with what the database holds after the run. */
export async function verifyRun(db: Database, acks: Ack[], mailDir: string): Promise<Verification> {
  const leadIds = new Set((await db.select({ id: leads.id }).from(leads)).map((row) => row.id));
  const keys = new Map(
    (await db.select().from(idempotencyKeys)).map((row) => [`${row.siteId}/${row.key}`, row.leadId]),
  );
  const acked = new Set(acks.map((ack) => ack.leadId));
  const missing = acks.filter(
    (ack) => !leadIds.has(ack.leadId) || keys.get(`${ack.siteId}/${ack.key}`) !== ack.leadId,
  ).length;
  const outbox = await outboxState(db);
  const delivered = [...acked].filter((id) => outbox.withRows.has(id) && !outbox.unsent.has(id)).length;
  return {
    acknowledged: acks.length,
    stored: leadIds.size,
    duplicates: await duplicateCount(db),
    missing,
    unacknowledged: [...leadIds].filter((id) => !acked.has(id)).length,
    outbox: outbox.byStatus,
    delivered,
    retried: outbox.retried,
    emailFiles: countEmailFiles(mailDir),
  };
}

export function isSuccessful(result: Verification, expected: number): boolean {
  return (
    result.acknowledged === expected &&
    result.missing === 0 &&
    result.duplicates === 0 &&
    result.unacknowledged === 0 &&
    result.delivered === result.acknowledged
  );
}
