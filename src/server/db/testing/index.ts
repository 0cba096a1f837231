import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import * as schema from '../schema';
import type { Database, DatabaseKind } from '../client';
import { adminUrl, dropDatabaseWhenIdle, randomDatabaseName } from './postgres-url';
import { sharedPgliteWasm } from './shared-pglite-wasm';

export type TestDatabase = { db: Database; kind: DatabaseKind; close: () => Promise<void> };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * A migrated, empty database of its own for one test file: PGlite in memory by default, or a fresh
 * PostgreSQL database (copied from the run's template, dropped on close) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') return createPostgresDatabase(source.url, source.template);
  const [template, pgliteWasmModule] = await Promise.all([readFile(source.templateFile), sharedPgliteWasm()]);
  const client = await PGlite.create({ loadDataDir: new Blob([template]), pgliteWasmModule });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function createPostgresDatabase(url: string, template: string): Promise<TestDatabase> {
  const name = randomDatabaseName('forecourt_test');
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const pool = new pg.Pool({ connectionString: adminUrl(url, name), max: 4 });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const close = async () => {
    await pool.end();
    await dropDatabaseWhenIdle(admin, name);
    await admin.end();
  };
  return { db, kind: 'postgres', close };
}
