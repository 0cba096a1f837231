/**
 * Browser tests against a production build: a fresh PGlite directory with the demo dealers and the
 * isolation, map-provider and framed test sites, the production server (scripts/serve.ts) on E2E_PORT, then Playwright with Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { seedIsolationSites } from '@/server/db/testing/isolation-sites';
import { FRAMED_SITE, seedFramedSite } from '@/server/db/testing/framed-site';
import { seedMapProviderSite } from '@/server/db/testing/map-provider-site';
import { withDemoServer } from './lib/demo-server';

async function main(): Promise<number> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  // The isolation sites (tenant tests), a site with a map provider (J-11) and one a portal may frame
  // (decision 033), beside the demo dealers.
  const extra = async (db: Parameters<typeof seedIsolationSites>[0]) => {
    await seedIsolationSites(db);
    await seedMapProviderSite(db);
    await seedFramedSite(db, `http://${FRAMED_SITE.portalHost}:${port}`);
  };
  // The browser tests play one trusted proxy (TRUSTED_PROXY_HOPS=1): a test that sends X-Forwarded-For is a
  // visitor at that address; every other request is the socket's, as with nothing in front.
  const env = { TRUSTED_PROXY_HOPS: '1' };
  return withDemoServer({ port, tmpPrefix: 'forecourt-e2e-', extra, env }, async (dataDir) => {
    const args = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
    const result = spawnSync(process.execPath, args, {
      stdio: 'inherit',
      // E2E_DATA_DIR: tests read the lead emails the server writes there (maildir) to count stored leads.
      env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    });
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
