import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { log } from '@/server/logging';

export const dynamic = 'force-dynamic';

const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Liveness of the process and its database. PGlite can hang after a disk-full error (toolchain pitfall 6),
 * so the query races a timeout instead of waiting forever.
 */
export async function GET() {
  const started = performance.now();
  try {
    const db = await getDb();
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`database did not answer within ${HEALTH_TIMEOUT_MS} ms`)),
        HEALTH_TIMEOUT_MS,
      ),
    );
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return Response.json({ ok: true, database: 'up', ms: Math.round(performance.now() - started) });
  } catch (error) {
    log.error({ err: error }, 'health check failed');
    return Response.json({ ok: false, database: 'down', error: (error as Error).message }, { status: 503 });
  }
}
