import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';
import type { SubmitLeadResult } from './types';

/** The stored form of a fingerprint: fixed length, and no personal data in the key table. */
export function hashFingerprint(fingerprint: string): string {
  return createHash('sha256').update(fingerprint).digest('hex');
}

export type KeyUse = { leadId: string; requestHash: string };

export async function findKeyUse(db: Database, siteId: number, key: string): Promise<KeyUse | null> {
  const [row] = await db
    .select({ leadId: idempotencyKeys.leadId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.siteId, siteId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** A key seen before: the same payload gets the same lead; a different payload is a conflict. */
export function answerKnownKey(use: KeyUse, requestHash: string): SubmitLeadResult {
  return use.requestHash === requestHash ? { kind: 'replayed', leadId: use.leadId } : { kind: 'conflict' };
}

/** Thrown inside the transaction when a concurrent request committed the same key first: rolls ours back. */
export class KeyTakenError extends Error {
  constructor() {
    super('idempotency key committed by a concurrent request');
    this.name = 'KeyTakenError';
  }
}
