import 'server-only';
import { env } from '@/env';
import { openDatabase, type Database, type OpenDatabase } from './client';

/**
 * The server process's one database connection. Kept on globalThis because Next bundles
 * instrumentation and routes separately: a module-level variable would open PGlite twice.
 */
const holder = globalThis as typeof globalThis & { __forecourtDatabase?: Promise<OpenDatabase> };

export function getOpenDatabase(): Promise<OpenDatabase> {
  holder.__forecourtDatabase ??= openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  return holder.__forecourtDatabase;
}

export async function getDb(): Promise<Database> {
  return (await getOpenDatabase()).db;
}

export type { Database };
