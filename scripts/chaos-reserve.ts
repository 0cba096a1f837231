/**
 * `npm run chaos:reserve [-- --checkouts 40 --copies 2 --kills 3]`: the reserve flow's crash proof
 * (decision 046). Buyers are at Stripe's checkout; Stripe's signed 'paid' webhooks (each sent twice, as
 * Stripe may) reach the production server while it is killed with SIGKILL and restarted, so some die between
 * the payment's arrival and the hold's commit; the senders retry until answered 2xx, as Stripe does. Then, on
 * PGlite and on a throwaway PostgreSQL cluster: every car must be held exactly once by its buyer, one webhook
 * event recorded per payment and one deposit-paid email per buyer and dealer. Exits 1 otherwise. CI runs it
 * with `--report`.
 */
import { parseArgs } from 'node:util';
import { buildIfStale } from './lib/build';
import { runDatabasePhases } from './lib/chaos/run-phases';
import { runReservePhase, type ReservePhaseResult } from './lib/chaos-reserve/phase';
import { isReserveRunSuccessful } from './lib/chaos-reserve/verify';

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      checkouts: { type: 'string', default: '40' },
      copies: { type: 'string', default: '2' },
      kills: { type: 'string', default: '3' },
      port: { type: 'string', default: '3310' },
      'pg-port': { type: 'string', default: '55433' },
      seed: { type: 'string', default: String(Date.now() % 1_000_000) },
      'skip-postgres': { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  });
  const number = (name: 'checkouts' | 'copies' | 'kills' | 'port' | 'pg-port' | 'seed') => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
    return value;
  };
  return {
    checkouts: Math.max(1, number('checkouts')),
    copies: Math.max(1, number('copies')),
    kills: number('kills'),
    port: number('port'),
    postgresPort: number('pg-port'),
    seed: number('seed'),
    skipPostgres: values['skip-postgres'] === true,
    report: values.report,
  };
}

function report({ name, verification: v, sent, kills, seconds }: ReservePhaseResult): string[] {
  return [
    `[chaos-reserve] ${name}: ${kills} kill -9 of the app; ${seconds} s`,
    `[chaos-reserve]   checkouts paid          ${v.checkouts}`,
    `[chaos-reserve]   held by their buyer     ${v.correct} (held ${v.held}; cars reserved ${v.carsReserved})`,
    `[chaos-reserve]   extra open holds        ${v.extraOpen}`,
    `[chaos-reserve]   webhook events applied  ${v.events}`,
    `[chaos-reserve]   deposit-paid emails     ${v.buyerEmails} to buyers, ${v.dealerEmails} to dealers`,
    `[chaos-reserve]   webhook deliveries      ${sent.acknowledged} acknowledged in ${sent.attempts} attempts (${sent.failures} failed and retried)`,
  ];
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  console.info(
    `[chaos-reserve] seed ${options.seed}; ${options.checkouts} checkouts, each webhook sent ${options.copies}×`,
  );
  buildIfStale();
  return runDatabasePhases({ tag: 'chaos-reserve', ...options }, async (phase) => {
    const result = await runReservePhase({ ...options, ...phase });
    return {
      lines: report(result),
      ok: isReserveRunSuccessful(result.verification),
      logPath: result.logPath,
    };
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[chaos-reserve] run failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
