import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { captchaSolutions } from '@/server/db/schema';
import { cleanUpExpiredAtMostEveryMinute } from '@/server/rate-limit/expired-cleanup';

export type SolvedChallenge = {
  siteId: number;
  signature: string;
  formType: string;
  idempotencyKey: string | null;
  expiresAt: Date;
  now: Date;
};

/**
 * Records a verified challenge; the primary key (site_id, signature) makes the first submission win on every
 * node. A second use is a replay unless it carries the first one's idempotency key: then it is the same
 * submission retried, which must reach the pipeline to get its lead_id back.
 */
export async function recordSolvedChallenge(
  db: Database,
  solved: SolvedChallenge,
): Promise<'first' | 'same_submission' | 'replayed'> {
  const { siteId, signature, now } = solved;
  await cleanUpExpiredAtMostEveryMinute('captcha_solutions', siteId, now, () =>
    db
      .delete(captchaSolutions)
      .where(and(eq(captchaSolutions.siteId, siteId), lt(captchaSolutions.expiresAt, now))),
  );
  const inserted = await db
    .insert(captchaSolutions)
    .values({
      siteId,
      signature,
      formType: solved.formType,
      idempotencyKey: solved.idempotencyKey,
      expiresAt: solved.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  if (inserted.length > 0) return 'first';
  const [existing] = await db
    .select({ idempotencyKey: captchaSolutions.idempotencyKey })
    .from(captchaSolutions)
    .where(and(eq(captchaSolutions.siteId, siteId), eq(captchaSolutions.signature, signature)));
  const sameKey = solved.idempotencyKey !== null && existing?.idempotencyKey === solved.idempotencyKey;
  return sameKey ? 'same_submission' : 'replayed';
}
