import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { stockSearch } from '@/server/stock/search/search-stock';
import { log } from '@/server/logging';

export const dynamic = 'force-dynamic';

const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Liveness of the process and its database, and how many search indexes are still warming. PGlite can hang after a disk-full error (toolchain pitfall 6),
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
    // Ready while search indexes warm (decision 038); scripts that need warm sites wait for 0.
    const searchIndexesWarming = stockSearch().warmingSites();
    const ms = Math.round(performance.now() - started);
    return Response.json({ ok: true, database: 'up', searchIndexesWarming, ms });
  } catch (error) {
    log.error({ err: error }, 'health check failed');
    return Response.json({ ok: false, database: 'down', error: (error as Error).message }, { status: 503 });
  }
}
