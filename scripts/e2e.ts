/**
 * Browser tests against a production build: a fresh PGlite directory with the demo dealers and the
 * isolation sites, `next start` on E2E_PORT, then Playwright with Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedIsolationSites } from '@/server/db/testing/isolation-sites';
import { buildIfStale } from './lib/build';
import { prepareDatabase } from './lib/prepare-database';
import { startNextServer, waitForHealthy } from './lib/server-process';

async function main(): Promise<number> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'));
  try {
    await prepareDatabase({ dataDir, extra: seedIsolationSites });
    buildIfStale();
    const server = startNextServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) }, true);
    try {
      await waitForHealthy(port, server);
      const args = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
      const result = spawnSync(process.execPath, args, {
        stdio: 'inherit',
        // E2E_DATA_DIR: tests read the lead emails the server writes there (maildir) to count stored leads.
        env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
      });
      return result.status ?? 1;
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[forecourt] e2e run failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
