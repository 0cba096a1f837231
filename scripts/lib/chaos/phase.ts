import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, min } from 'drizzle-orm';
import { openDatabase, type Database, type OpenDatabase } from '@/server/db/client';
import { leadOutbox, sites, vehicles } from '@/server/db/schema';
import { setTestCaptchaDifficulty } from '@/server/leads/anti-spam/test-difficulty';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { loadSiteContext } from '@/server/sites/site-context';
import { prepareDatabase } from '../prepare-database';
import { createAppServer, type AppServer } from './app-server';
import { createPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { createRandom, makeSubmissions, runClients, type ChaosTarget, type ClientStats } from './submissions';
import { countEmailFiles, verifyRun, type Verification } from './verify';

export type PhaseOptions = {
  name: string;
  postgres: boolean;
  submissions: number;
  clients: number;
  kills: number;
  postgresRestarts: number;
  port: number;
  postgresPort: number;
  seed: number;
  drainTimeoutMs: number;
};

export type PhaseResult = {
  name: string;
  verification: Verification;
  stats: Omit<ClientStats, 'acks'>;
  kills: number;
  restarts: number;
  seconds: number;
  logPath: string;
};

type Disruption = { at: number; kind: 'kill' | 'restart' };

/**
 * The sites to post to, each switched to the test proof-of-work difficulty: the chaos clients solve every
 * challenge the way the browser widget does, and the default difficulty costs about a second each.
 */
async function loadTargets(db: Database): Promise<ChaosTarget[]> {
  await setTestCaptchaDifficulty(db);
  const rows = await db.select({ id: sites.id, slug: sites.slug }).from(sites).orderBy(sites.id);
  const targets: ChaosTarget[] = [];
  for (const site of rows) {
    const cars = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.status, 'in_stock')))
      .limit(20);
    if (cars.length > 0) {
      const context = await loadSiteContext(db, site.id);
      const forms = await Promise.all(
        cars.map(async ({ id }) => {
          const form = await loadLeadForm(db, context, { kind: 'enquiry', carId: id });
          return { carId: id, initialValues: { ...(form?.setup.initialValues ?? {}) } };
        }),
      );
      targets.push({ siteId: site.id, host: `${site.slug}.localhost`, forms });
    }
  }
  return targets;
}

/** Kills and restarts at random points between 5 % and 95 % of the acknowledged submissions. */
function planDisruptions(options: PhaseOptions, random: () => number): Disruption[] {
  const at = () => Math.floor(options.submissions * (0.05 + 0.9 * random()));
  const kills = Array.from({ length: options.kills }, () => ({ at: at(), kind: 'kill' as const }));
  const restarts = Array.from({ length: options.postgres ? options.postgresRestarts : 0 }, () => ({
    at: at(),
    kind: 'restart' as const,
  }));
  return [...kills, ...restarts].sort((a, b) => a.at - b.at);
}

/**
 * Runs each disruption once that many leads are acknowledged. Clients that end short of a disruption's point
 * (submissions refused) end the plan too: the run then fails on what was refused instead of waiting forever.
 */
async function disrupt(
  plan: Disruption[],
  progress: { acked: () => number; clientsDone: () => boolean },
  app: AppServer,
  cluster: PostgresCluster | null,
) {
  const { acked, clientsDone } = progress;
  const random = Math.random;
  const counts = { kills: 0, restarts: 0 };
  for (const event of plan) {
    while (acked() < event.at && !clientsDone()) await new Promise((resolve) => setTimeout(resolve, 20));
    if (acked() < event.at) break;
    await new Promise((resolve) => setTimeout(resolve, random() * 250));
    if (event.kind === 'kill') {
      console.info(`[chaos]   kill -9 of the app server after ${acked()} acknowledged leads`);
      await app.kill9();
      await app.start();
      counts.kills += 1;
    } else if (cluster) {
      console.info(`[chaos]   crash-restart of PostgreSQL after ${acked()} acknowledged leads`);
      await cluster.crashRestart(500 + random() * 1500);
      counts.restarts += 1;
    }
  }
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the next undelivered outbox row is due (null: nothing left to deliver). */
async function nextDue(open: () => Promise<OpenDatabase>): Promise<Date | null> {
  const { db, close } = await open();
  try {
    const [row] = await db
      .select({ due: min(leadOutbox.nextAttemptAt) })
      .from(leadOutbox)
      .where(inArray(leadOutbox.status, ['pending', 'sending']));
    return row?.due ?? null;
  } finally {
    await close();
  }
}

/**
 * Lets the server's worker finish: first until one email per acknowledged lead exists, then, with the
 * server stopped (PGlite admits one process), until no row is pending or leased. A row whose worker was
 * killed mid-send stays leased for a minute; the server is started again to wait for it.
 */
async function drain(
  app: AppServer,
  open: () => Promise<OpenDatabase>,
  mailDir: string,
  expected: number,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && countEmailFiles(mailDir) < expected) await sleep(500);
  for (;;) {
    await app.stop();
    const due = await nextDue(open);
    if (due === null || Date.now() > deadline) return;
    await app.start();
    await sleep(Math.max(0, due.getTime() - Date.now()) + 5_000);
  }
}

export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), `forecourt-chaos-${options.postgres ? 'pg' : 'pglite'}-`));
  const dataDir = join(dir, 'data');
  const logPath = join(dir, 'server.log');
  const cluster = options.postgres ? await createPostgresCluster(options.postgresPort) : null;
  try {
    let targets: ChaosTarget[] = [];
    await prepareDatabase({
      url: cluster?.url,
      dataDir,
      extra: async (db) => void (targets = await loadTargets(db)),
    });
    const random = createRandom(options.seed);
    const submissions = makeSubmissions(targets, options.submissions, options.seed.toString(36), random);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: cluster?.url ?? '',
      PORT: String(options.port),
      ROOT_DOMAIN: 'localhost',
      // The clients play one trusted proxy: each buyer's X-Forwarded-For is their address (decision 035).
      TRUSTED_PROXY_HOPS: '1',
    };
    const app = createAppServer(options.port, env, logPath);
    await app.start();
    let acked = 0;
    let clientsDone = false;
    const clients = runClients(options.port, submissions, options.clients, (n) => (acked = n));
    const markDone = () => void (clientsDone = true);
    void clients.then(markDone, markDone);
    const progress = { acked: () => acked, clientsDone: () => clientsDone };
    const disruptions = disrupt(planDisruptions(options, random), progress, app, cluster);
    const { acks, ...stats } = await clients;
    const counts = await disruptions;
    const open = () => openDatabase({ url: cluster?.url, dataDir });
    await drain(app, open, join(dataDir, 'mail'), acks.length, options.drainTimeoutMs);
    const { db, close } = await open();
    const verification = await verifyRun(db, acks, join(dataDir, 'mail')).finally(close);
    const seconds = Math.round((performance.now() - started) / 1000);
    return { name: options.name, verification, stats, ...counts, seconds, logPath: keepLog(logPath) };
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The server log survives the temp directory, for a look after a failed run. */
function keepLog(logPath: string): string {
  const kept = join(tmpdir(), `forecourt-chaos-${Date.now()}.log`);
  copyFileSync(logPath, kept);
  return kept;
}
