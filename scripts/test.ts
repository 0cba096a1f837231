/**
 * `npm test`: everything, on a fresh clone, by itself. Finds Chromium first (or stops with one line naming the
 * command to run), then three stages, each stopping the run if it fails:
 * 1. side by side: ESLint, Prettier, the typecheck and the one production build every later server uses (each
 *    is mostly one core's work, so together they take about as long as the slowest), and, on a machine without
 *    Chromium where root may install it, Debian's headless shell (a download, mostly waiting);
 * 2. the Vitest suites (both cores);
 * 3. side by side: the browser tests (scripts/e2e.ts: seed, serve, warm, Playwright, stop) and the link crawl
 *    (its own server: one Node thread answering is its bottleneck, so alone it left a third of the cores idle).
 * Ends, pass or fail, with each step's seconds, each suite's report and its slowest files (scripts/ci-summary.mjs).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumWouldInstall, ensureChromium } from './lib/chromium';
import { npmScript as npm, printStepTimes, runStages, type Stage } from './lib/run-stages';

const REPORTS_DIR = 'test-results';
const node = (...args: string[]) => [process.execPath, ...args];

// Asked once: the answer changes when the install has run.
const INSTALLS_CHROMIUM = chromiumWouldInstall();

const STAGES: Stage[] = [
  [
    ...(INSTALLS_CHROMIUM
      ? [{ name: 'chromium install', command: node('--import', 'tsx', 'scripts/install-chromium.ts') }]
      : []),
    { name: 'eslint', command: node('node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0') },
    {
      name: 'prettier',
      command: node('node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.'),
    },
    { name: 'typecheck', command: npm('typecheck') },
    // The typecheck beside it checks these very sources, and its failure fails the run (next.config.ts).
    {
      name: 'build',
      command: node('--import', 'tsx', 'scripts/build.ts'),
      env: { FORECOURT_TYPECHECKED: '1' },
    },
  ],
  [{ name: 'unit and integration tests', command: npm('test:vitest') }],
  [
    { name: 'browser tests', command: npm('test:e2e'), keepsTerminal: true },
    { name: 'link crawl', command: npm('crawl', '--', '--report', `${REPORTS_DIR}/crawl.json`) },
  ],
];

async function main(): Promise<number> {
  const started = performance.now();
  // A machine that has a Chromium, or cannot install one, learns which at once (a missing one stops the run here,
  // with the command to run); an install runs beside the first stage, and scripts/e2e.ts finds what it installed.
  if (!INSTALLS_CHROMIUM) console.info(`[forecourt] Chromium for the browser tests: ${ensureChromium()}`);
  // This run's reports only: a report left by an earlier run must not be summed with these.
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  const outcomes = await runStages(STAGES, `${REPORTS_DIR}/logs`);
  printStepTimes(outcomes, Math.round((performance.now() - started) / 1000));
  const failed = outcomes.length < STAGES.flat().length || outcomes.some((outcome) => outcome.status !== 0);
  const summary = spawnSync(process.execPath, ['scripts/ci-summary.mjs', REPORTS_DIR], { stdio: 'inherit' });
  return failed ? 1 : (summary.status ?? 1);
}

main().then((code) => process.exit(code));
