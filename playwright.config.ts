import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/lib/chromium';
import { OFFLINE_CHROMIUM_ARGS } from './scripts/lib/offline-chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Four on two cores: while one test waits on the server, a debounce or an animation, another's page works. The
  // same 384 tests on this quiet machine, one run after the other: 594 s with 2 workers, 516 s with 4. Every wait
  // is on a condition, so a busier machine makes a test slower, not wrong (issue 36).
  workers: 4,
  retries: 0,
  // A passing test takes 5–20 s; on a slow or busy 2-core machine the multi-page ones (two buyers, every
  // model directory) took over 30 s. A longer budget costs nothing while tests pass.
  timeout: 60_000,
  // An assertion after a real submission waits for the form's proof of work and the server: on a busy 2-core
  // machine that passed 5 s (stop 27: three lead-form tests stuck at 'Sending…'). Only a failing check waits longer.
  expect: { timeout: 15_000 },
  // Playwright empties its outputDir on start: keep it apart from the other runners' JSON reports.
  outputDir: 'test-results/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // The Chromium scripts/lib/chromium.ts finds (scripts/e2e.ts installs Debian's when it may), never a
    // download at test time, and no network beyond this machine.
    launchOptions: {
      executablePath: findChromium(),
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
