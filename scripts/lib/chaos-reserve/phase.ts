import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/db/client';
import { createAppServer, type AppServer } from '../chaos/app-server';
import { createPostgresCluster } from '../chaos/postgres-cluster';
import { createRandom } from '../chaos/submissions';
import { prepareDatabase } from '../prepare-database';
import { openChaosCheckouts, type ChaosCheckout } from './reservations';
import { verifyReserveRun, type ReserveVerification } from './verify';
import { deliverWebhooks, paidEvents, type SendStats } from './webhooks';

export type ReservePhaseOptions = {
  name: string;
  postgres: boolean;
  checkouts: number;
  copies: number;
  kills: number;
  port: number;
  postgresPort: number;
  seed: number;
};

export type ReservePhaseResult = {
  name: string;
  verification: ReserveVerification;
  sent: SendStats;
  kills: number;
  seconds: number;
  logPath: string;
};

/** kill -9 at random points between 5 % and 95 % of the acknowledged deliveries, each followed by a restart. */
async function killAtRandom(
  app: AppServer,
  total: number,
  kills: number,
  random: () => number,
  acked: () => number,
) {
  const plan = Array.from({ length: kills }, () => Math.floor(total * (0.05 + 0.9 * random()))).sort(
    (a, b) => a - b,
  );
  for (const at of plan) {
    while (acked() < at) await new Promise((resolve) => setTimeout(resolve, 10));
    // A few milliseconds in: webhooks are mid-transaction on the server when it dies.
    await new Promise((resolve) => setTimeout(resolve, random() * 40));
    console.info(`[chaos-reserve]   kill -9 of the app server after ${acked()} acknowledged webhooks`);
    await app.kill9();
    await app.start();
  }
  return plan.length;
}

/**
 * One database kind: buyers at checkout, Stripe's paid webhooks (each sent `copies` times) from parallel
 * senders that retry until answered 2xx, the app killed with SIGKILL meanwhile; then the database must hold
 * each car exactly once, with one deposit-paid email to each buyer and dealer.
 */
export async function runReservePhase(options: ReservePhaseOptions): Promise<ReservePhaseResult> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), `forecourt-chaos-reserve-${options.postgres ? 'pg' : 'pglite'}-`));
  const dataDir = join(dir, 'data');
  const logPath = join(dir, 'server.log');
  const cluster = options.postgres ? await createPostgresCluster(options.postgresPort) : null;
  try {
    let checkouts: ChaosCheckout[] = [];
    const runId = options.seed.toString(36);
    await prepareDatabase({
      url: cluster?.url,
      dataDir,
      extra: async (db) => void (checkouts = await openChaosCheckouts(db, options.checkouts, runId)),
    });
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: cluster?.url ?? '',
      PORT: String(options.port),
      ROOT_DOMAIN: 'localhost',
    };
    const app = createAppServer(options.port, env, logPath);
    await app.start();
    let acked = 0;
    const webhooks = paidEvents(checkouts);
    const sending = deliverWebhooks(options.port, webhooks, {
      copies: options.copies,
      senders: 4,
      onAck: (n) => (acked = n),
    });
    const total = webhooks.length * options.copies;
    const kills = await killAtRandom(app, total, options.kills, createRandom(options.seed), () => acked);
    const sent = await sending;
    await app.stop();
    const { db, close } = await openDatabase({ url: cluster?.url, dataDir });
    const verification = await verifyReserveRun(db, checkouts).finally(close);
    const seconds = Math.round((performance.now() - started) / 1000);
    const kept = join(tmpdir(), `forecourt-chaos-reserve-${Date.now()}.log`);
    copyFileSync(logPath, kept);
    return { name: options.name, verification, sent, kills, seconds, logPath: kept };
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
