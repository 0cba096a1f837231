/**
 * Browser tests against a production build: a fresh PGlite directory with the demo dealers and the
 * isolation and map-provider test sites, the production server (scripts/serve.ts) on E2E_PORT, then Playwright with Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seedIsolationSites } from '@/server/db/testing/isolation-sites';
import { seedMapProviderSite } from '@/server/db/testing/map-provider-site';
import { SERVER_LOG, withDemoServer } from './lib/demo-server';

const KEPT_SERVER_LOG = 'test-results/e2e-server.log';

async function main(): Promise<number> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  // The isolation sites (tenant tests) and a site with a map provider (J-11), beside the demo dealers.
  const extra = async (db: Parameters<typeof seedIsolationSites>[0]) => {
    await seedIsolationSites(db);
    await seedMapProviderSite(db);
  };
  // The browser tests play one trusted proxy (TRUSTED_PROXY_HOPS=1): a test that sends X-Forwarded-For is a
  // visitor at that address; every other request is the socket's, as with nothing in front.
  const env = { TRUSTED_PROXY_HOPS: '1' };
  // The server's log goes to a file the request-id test reads (E2E_DATA_DIR/server.log), kept afterwards.
  const options = { port, tmpPrefix: 'forecourt-e2e-', extra, env, logToFile: true };
  return withDemoServer(options, async (dataDir) => {
    const args = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
    const result = spawnSync(process.execPath, args, {
      stdio: 'inherit',
      // E2E_DATA_DIR: tests read the lead emails the server writes there (maildir) to count stored leads.
      env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    });
    mkdirSync('test-results', { recursive: true });
    copyFileSync(join(dataDir, SERVER_LOG), KEPT_SERVER_LOG);
    console.info(`[forecourt] the server's log of this run: ${KEPT_SERVER_LOG}`);
    return result.status ?? 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[forecourt] e2e run failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
