/**
 * `npm run check:instances [-- --port 3180 --report test-results/check-instances.json]`: two production
 * servers (scripts/serve.ts) on one fresh PostgreSQL database, as a dealer group runs them behind a proxy
 * (decision 037). Proves, with exact values, one line each: a stock edit is searchable on the other
 * instance within 2 s; rate limits and test-drive bookings hold across both; each lead is delivered once; an
 * outbox row abandoned by a killed instance is delivered by the other. Exits 1 when any property fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@/server/db/client';
import { adminUrl, dropDatabaseWhenIdle, randomDatabaseName } from '@/server/db/testing/postgres-url';
import { buildIfStale } from './lib/build';
import { createAppServer } from './lib/chaos/app-server';
import { prepareDatabase } from './lib/prepare-database';
import { checkBookings } from './lib/instances/bookings';
import type { CheckContext, Instance, PropertyResult } from './lib/instances/context';
import { checkAbandonedRow } from './lib/instances/abandoned-row';
import { checkDeliveredOnce } from './lib/instances/delivered-once';
import { startFakeSmtp } from './lib/instances/fake-smtp';
import { loadFixture, type InstancesFixture } from './lib/instances/fixture';
import { checkRateLimits } from './lib/instances/limits';
import { checkStockEdit } from './lib/instances/search-edit';

const PROPERTIES = [checkStockEdit, checkRateLimits, checkBookings, checkDeliveredOnce, checkAbandonedRow];

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '3180' },
      /** Any database on the PostgreSQL server: only used to create and drop the run's own database. */
      'admin-url': {
        type: 'string',
        default: process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
      /** A JSON summary in the Vitest report's shape, so CI's "N passed, N failed" line counts each property. */
      report: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_534) throw new Error('--port must be a port number');
  return { port, adminUrl: values['admin-url'], report: values.report };
}

/** The Vitest JSON report's shape: ci-summary counts each property and names a failed one in CI's tail. */
function vitestShape(results: PropertyResult[]) {
  const passed = results.filter((result) => result.ok).length;
  const assertionResults = results.map((result) => ({
    status: result.ok ? 'passed' : 'failed',
    fullName: result.name,
  }));
  const status = passed < results.length ? 'failed' : 'passed';
  return {
    numPassedTests: passed,
    numFailedTests: results.length - passed,
    numPendingTests: 0,
    testResults: [{ name: 'scripts/check-instances.ts', status, assertionResults }],
  };
}

function writeReport(path: string | undefined, outcome: object) {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(outcome));
}

async function createDatabase(admin: pg.Client, url: string) {
  const name = randomDatabaseName('forecourt_instances');
  await admin.query(`create database ${name}`);
  return { name, url: adminUrl(url, name) };
}

async function startInstance(
  name: 'A' | 'B',
  port: number,
  databaseUrl: string,
  dir: string,
): Promise<Instance> {
  const smtp = await startFakeSmtp();
  const dataDir = join(dir, `instance-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ROOT_DOMAIN: 'localhost',
    // The check plays the proxy: it overwrites X-Forwarded-For with each client's own address.
    TRUSTED_PROXY_HOPS: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // The shortest lease the server accepts: the abandoned row's property waits it out after the kill (15 s of
    // its 16 s at the chaos runs' lease), and this check has the machine to itself, so a send takes milliseconds.
    OUTBOX_LEASE_MS: '5000',
  };
  const server = createAppServer(port, env, join(dir, `server-${name}.log`));
  await server.start();
  return { name, port, server, smtp };
}

async function runProperties(context: CheckContext): Promise<PropertyResult[]> {
  const results: PropertyResult[] = [];
  for (const property of PROPERTIES) {
    const started = performance.now();
    const result = await property(context).catch((error: unknown) => ({
      name: property.name,
      ok: false,
      detail: `threw: ${(error as Error).stack ?? String(error)}`,
    }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `[instances] ${result.ok ? 'PASS' : 'FAIL'} ${result.name} (${seconds} s): ${result.detail}`,
    );
    results.push(result);
  }
  return results;
}

/** Both instances on the prepared database, the properties in order; true when every one holds. */
async function checkOnDatabase(databaseUrl: string, dir: string, port: number, report?: string) {
  let fixture: InstancesFixture | null = null;
  await prepareDatabase({
    url: databaseUrl,
    dataDir: dir,
    extra: async (db) => void (fixture = await loadFixture(db)),
  });
  const { db, close } = await openDatabase({ url: databaseUrl, migrate: false, poolSize: 4 });
  const instances: Instance[] = [];
  try {
    instances.push(await startInstance('A', port, databaseUrl, dir));
    instances.push(await startInstance('B', port + 1, databaseUrl, dir));
    console.info(`[instances] A on port ${port}, B on ${port + 1}`);
    const [a, b] = instances as [Instance, Instance];
    const results = await runProperties({ a, b, db, fixture: fixture! });
    writeReport(report, vitestShape(results));
    const passed = results.filter((result) => result.ok).length;
    console.info(`[instances] ${passed} of ${results.length} properties hold`);
    return passed === results.length;
  } finally {
    await Promise.all(instances.map((instance) => instance.server.stop()));
    await Promise.all(instances.map((instance) => instance.smtp.close()));
    await close();
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const admin = new pg.Client({ connectionString: options.adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    const reason = (error as Error).message;
    console.info(`[instances] skipped: PostgreSQL unreachable at ${options.adminUrl} (${reason})`);
    writeReport(options.report, { numPassedTests: 0, numFailedTests: 0, numPendingTests: PROPERTIES.length });
    return 0;
  }
  // A run that breaks before its properties are judged still counts as one failure in CI's summary.
  writeReport(options.report, vitestShape([{ name: 'the check ran to its end', ok: false, detail: '' }]));
  buildIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-instances-'));
  const database = await createDatabase(admin, options.adminUrl);
  console.info(`[instances] database ${database.name}`);
  let ok = false;
  try {
    ok = await checkOnDatabase(database.url, dir, options.port, options.report);
  } finally {
    await dropDatabaseWhenIdle(admin, database.name);
    await admin.end();
    if (ok) rmSync(dir, { recursive: true, force: true });
    else console.info(`[instances] server logs kept in ${dir}`);
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[instances] run failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
