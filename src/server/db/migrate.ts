import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';

/** Resolved from the working directory: `next start`, scripts and tests all run from the repository root. */
export const migrationsFolder = join(process.cwd(), 'src', 'server', 'db', 'migrations');

// Any constant works; it only has to be the same for every node that migrates this database.
const MIGRATION_LOCK_KEY = 4_711_2026;

export async function migratePgliteDatabase(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePglite(db, { migrationsFolder });
}

/** Several web nodes may start at once: an advisory lock makes them migrate one after another. */
export async function migratePostgresDatabase(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
