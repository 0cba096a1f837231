/**
 * `npm run chaos:leads [-- --submissions 1000 --clients 10 --kills 5 --pg-restarts 2]`: the lead
 * pipeline's proof (decision 010). Buyers post leads to the production server and retry with their key until
 * they get a lead_id, while the server is killed with SIGKILL and restarted — first on PGlite, then on a
 * throwaway PostgreSQL cluster that is also crash-restarted. Afterwards the worker drains the outbox and
 * the database is compared with what the buyers were told. Exits 1 if any acknowledged lead is missing,
 * duplicated or undelivered. CI runs `--submissions 100 --kills 2 --report test-results/chaos-leads.json`.
 */
import { parseArgs } from 'node:util';
import { buildIfStale } from './lib/build';
import { runPhase, type PhaseResult } from './lib/chaos/phase';
import { runDatabasePhases } from './lib/chaos/run-phases';
import { isSuccessful } from './lib/chaos/verify';

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      submissions: { type: 'string', default: '1000' },
      clients: { type: 'string', default: '10' },
      kills: { type: 'string', default: '5' },
      'pg-restarts': { type: 'string', default: '2' },
      port: { type: 'string', default: '3300' },
      'pg-port': { type: 'string', default: '55432' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      'skip-postgres': { type: 'boolean', default: false },
      /** A JSON summary in the Vitest report's shape, so CI's "N passed, N failed" line counts each phase. */
      report: { type: 'string' },
    },
  });
  const number = (name: keyof typeof values) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
    return value;
  };
  return {
    submissions: number('submissions'),
    clients: Math.max(1, number('clients')),
    kills: number('kills'),
    postgresRestarts: number('pg-restarts'),
    port: number('port'),
    postgresPort: number('pg-port'),
    seed: number('seed'),
    skipPostgres: values['skip-postgres'] === true,
    report: values.report,
  };
}

function report({ name, verification: v, stats, kills, restarts, seconds }: PhaseResult): string[] {
  const outbox = Object.entries(v.outbox)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');
  const disruptions =
    `${kills} kill -9 of the app` + (restarts > 0 ? `, ${restarts} PostgreSQL crash-restarts` : '');
  return [
    `[chaos] ${name}: ${disruptions}; ${seconds} s`,
    `[chaos]   acknowledged leads      ${v.acknowledged}`,
    `[chaos]   rows stored             ${v.stored}`,
    `[chaos]   duplicates              ${v.duplicates}`,
    `[chaos]   acknowledged, missing   ${v.missing}`,
    `[chaos]   stored, never acked     ${v.unacknowledged}`,
    `[chaos]   delivered notifications ${v.delivered} of ${v.acknowledged} leads (outbox: ${outbox}; ${v.emailFiles} .eml files; ${v.retried} needed more than one attempt)`,
    `[chaos]   client attempts         ${stats.attempts} (${stats.retries} retries; ${stats.refused.length} refused)`,
    ...stats.refused.slice(0, 5).map((line) => `[chaos]     refused: ${line}`),
  ];
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  console.info(
    `[chaos] seed ${options.seed}; ${options.submissions} submissions from ${options.clients} clients`,
  );
  buildIfStale();
  const base = { ...options, drainTimeoutMs: 180_000 };
  return runDatabasePhases({ tag: 'chaos', ...options }, async (phase) => {
    const result = await runPhase({ ...base, ...phase });
    const ok = isSuccessful(result.verification, options.submissions);
    return { lines: report(result), ok, logPath: result.logPath };
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[chaos] run failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
