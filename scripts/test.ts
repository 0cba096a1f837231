/**
 * `npm test`: everything, on a fresh clone, by itself. Finds Chromium first (installing Debian's as root, or
 * stopping with one line naming the command to run), then lint, typecheck, the Vitest suites, the browser tests
 * (scripts/e2e.ts: build, seed, serve, warm, Playwright, stop) and the link crawl, stopping at the first that
 * fails. Ends, pass or fail, with each suite's report file and figures (scripts/ci-summary.mjs).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium';

const REPORTS_DIR = 'test-results';

type Step = { name: string; args: string[]; afterPassing?: () => void };

const STEPS: Step[] = [
  { name: 'lint', args: ['run', 'lint'] },
  {
    name: 'typecheck',
    args: ['run', 'typecheck'],
    // The build that follows need not check these very sources again (next.config.ts).
    afterPassing: () => (process.env.FORECOURT_TYPECHECKED = '1'),
  },
  { name: 'unit and integration tests', args: ['run', 'test:vitest'] },
  { name: 'browser tests', args: ['run', 'test:e2e'] },
  { name: 'link crawl', args: ['run', 'crawl', '--', '--report', `${REPORTS_DIR}/crawl.json`] },
];

function runSteps(): number {
  for (const step of STEPS) {
    const started = performance.now();
    const status = spawnSync('npm', step.args, { stdio: 'inherit' }).status ?? 1;
    const seconds = Math.round((performance.now() - started) / 1000);
    console.info(`[forecourt] ${step.name}: ${status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
    if (status !== 0) return status;
    step.afterPassing?.();
  }
  return 0;
}

function main(): number {
  // ensureChromium exports CHROMIUM_PATH, so the browser tests use this very Chromium.
  console.info(`[forecourt] Chromium for the browser tests: ${ensureChromium()}`);
  // This run's reports only: a report left by an earlier run must not be summed with these.
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  const status = runSteps();
  const summary = spawnSync(process.execPath, ['scripts/ci-summary.mjs', REPORTS_DIR], { stdio: 'inherit' });
  return status !== 0 ? status : (summary.status ?? 1);
}

process.exit(main());
