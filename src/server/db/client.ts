// No 'server-only' here: scripts (seed, migrate, start) run this module under plain Node.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './pglite-lock';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import { log } from '@/server/logging';

/** One type for both drivers: code above this module never knows which database it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type OpenDatabase = { db: Database; kind: DatabaseKind; close: () => Promise<void> };

export type OpenOptions = {
  /** PostgreSQL connection string; when absent the embedded database in `dataDir` is used. */
  url?: string;
  dataDir?: string;
  migrate?: boolean;
  poolSize?: number;
};

export function pgliteDirectory(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}

async function openPglite(dataDir: string, runMigrations: boolean): Promise<OpenDatabase> {
  const lock = acquireDataDirLock(resolve(dataDir));
  try {
    const directory = pgliteDirectory(dataDir);
    // PGlite does not create missing parent directories (toolchain pitfall 2).
    mkdirSync(directory, { recursive: true });
    const client = await PGlite.create({ dataDir: directory });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    if (runMigrations) await migratePgliteDatabase(db);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await client.close();
      lock.release();
    };
    process.once('exit', lock.release);
    return { db: db as unknown as Database, kind: 'pglite', close };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(url: string, runMigrations: boolean, poolSize: number): Promise<OpenDatabase> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) is reported here; without a listener
  // the pool's 'error' event would crash the process. The next query opens a fresh connection.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL connection lost'));
  try {
    if (runMigrations) await migratePostgresDatabase(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(options: OpenOptions = {}): Promise<OpenDatabase> {
  const runMigrations = options.migrate ?? true;
  if (options.url) return openPostgres(options.url, runMigrations, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? '.data', runMigrations);
}

export { schema };
