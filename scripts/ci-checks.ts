/**
 * `.ci/run`'s checks after `npm test`, on the build `npm test` made: the integration suite's database files on
 * PostgreSQL, the two chaos runs (leads, reservations: each on PGlite, then a throwaway PostgreSQL cluster) and
 * two app instances on one PostgreSQL database. The chaos runs spend most of their time waiting on killed and
 * restarted servers, so they run beside the PostgreSQL suite; the instances check, whose stock edit must be
 * searchable on the other instance within 2 s, runs with the machine to itself. Each writes its report under
 * test-results/ for scripts/ci-summary.mjs. Exits non-zero when any check failed.
 */
import { parseArgs } from 'node:util';
import { npmScript as npm, printStepTimes, runStages, type Stage } from './lib/run-stages';

const { values } = parseArgs({
  options: {
    'postgres-url': {
      type: 'string',
      default: process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const url = values['postgres-url'];

const STAGES: Stage[] = [
  [
    { name: 'integration suite on PostgreSQL', command: npm('test:postgres', '--', '--url', url) },
    {
      name: 'lead chaos (100 submissions, 2 kill -9)',
      command: npm(
        'chaos:leads',
        '--',
        '--submissions',
        '100',
        '--kills',
        '2',
        '--report',
        'test-results/chaos-leads.json',
      ),
    },
    {
      name: 'reserve chaos (30 paid checkouts, each webhook twice, 2 kill -9)',
      command: npm(
        'chaos:reserve',
        '--',
        ...[
          '--checkouts',
          '30',
          '--copies',
          '2',
          '--kills',
          '2',
          '--report',
          'test-results/chaos-reserve.json',
        ],
      ),
    },
  ],
  [
    {
      name: 'two app instances on one PostgreSQL database',
      command: npm(
        'check:instances',
        '--',
        '--admin-url',
        url,
        '--report',
        'test-results/check-instances.json',
      ),
    },
  ],
];

async function main(): Promise<number> {
  const started = performance.now();
  // Every check runs whatever another found: CI's summary names each failure at once.
  const outcomes = await runStages(STAGES, 'test-results/logs', { keepGoing: true });
  printStepTimes(outcomes, Math.round((performance.now() - started) / 1000));
  return outcomes.every((outcome) => outcome.status === 0) ? 0 : 1;
}

main().then((code) => process.exit(code));
