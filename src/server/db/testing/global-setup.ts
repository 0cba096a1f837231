import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteDatabase, migratePostgresDatabase } from '../migrate';
import { adminUrl, dropDatabaseWhenIdle, randomDatabaseName } from './postgres-url';
import { compilePgliteWasm, servePgliteWasm } from './shared-pglite-wasm';

/**
 * Migrates once per test run: a PGlite data-dir dump that every test file loads (~1 s instead of a
 * 3–7 s initdb, toolchain pitfall 7) into a PGlite built from the run's one compiled WebAssembly module
 * (shared-pglite-wasm.ts), or, with TEST_DATABASE_URL, a PostgreSQL template database that every test file
 * copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgres(project, url);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  // Compiled once: the migrating PGlite and every test file's start from the same module.
  const pgliteWasmModule = await compilePgliteWasm();
  const client = await PGlite.create({ pgliteWasmModule });
  await migratePgliteDatabase(drizzle({ client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'forecourt-test-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  const wasm = servePgliteWasm(pgliteWasmModule);
  project.provide('testDatabase', { kind: 'pglite', templateFile: file });
  return async () => {
    wasm.close();
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject, url: string) {
  const template = randomDatabaseName('forecourt_tpl');
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const pool = new pg.Pool({ connectionString: adminUrl(url, template), max: 1 });
  await migratePostgresDatabase(pool);
  await pool.end();
  project.provide('testDatabase', { kind: 'postgres', url, template });
  return async () => {
    await dropDatabaseWhenIdle(admin, template);
    await admin.end();
  };
}
