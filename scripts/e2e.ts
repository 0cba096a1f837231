/**
 * Browser tests against a production build: finds (or, as root, installs) Chromium before anything else, then a
 * fresh PGlite directory with the demo dealers and the isolation, map-provider, framed and gated test sites, the
 * production server (scripts/serve.ts) on E2E_PORT, every site warmed, then Playwright.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { seedIsolationLeads, seedIsolationSites } from '@/server/db/testing/isolation-sites';
import { FRAMED_SITE, seedFramedSite } from '@/server/db/testing/framed-site';
import { seedGatedSite } from '@/server/db/testing/gated-site';
import { seedMapProviderSite } from '@/server/db/testing/map-provider-site';
import { setTestCaptchaDifficulty } from '@/server/leads/anti-spam/test-difficulty';
import { REAL_PROOF_OF_WORK_SITE } from '../e2e/demo-sites';
import { ensureChromium } from './lib/chromium';
import { withDemoServer } from './lib/demo-server';
import { warmSites } from './lib/warm-sites';

const SERVER_LOG = 'test-results/e2e-server.log';

/** Not spawnSync: the event loop keeps running, so a server that dies mid-run is reported when it dies. */
function runPlaywright(env: NodeJS.ProcessEnv): Promise<number> {
  const args = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
  const playwright = spawn(process.execPath, args, { stdio: 'inherit', env });
  return new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  // Before the build: a machine without Chromium learns it in seconds, not after minutes of building.
  const chromium = ensureChromium();
  console.info(`[forecourt] browser tests use ${chromium}`);
  const port = Number(process.env.E2E_PORT ?? 3100);
  // The isolation sites (tenant tests) with a lead each (the console's inbox), a site with a map provider
  // (J-11), one a portal may frame (decision 033) and one that gates routes behind sign-in (I-17), beside the
  // demo dealers.
  const extra = async (db: Parameters<typeof seedIsolationSites>[0]) => {
    await seedIsolationSites(db);
    await seedIsolationLeads(db);
    await seedMapProviderSite(db);
    await seedFramedSite(db, `http://${FRAMED_SITE.portalHost}:${port}`);
    await seedGatedSite(db);
    // A form's proof of work costs the browser one to two seconds of CPU at the default difficulty: one demo
    // site keeps it, every other site gets the test difficulty (decision 075).
    await setTestCaptchaDifficulty(db, { except: [REAL_PROOF_OF_WORK_SITE] });
  };
  // The browser tests play one trusted proxy (TRUSTED_PROXY_HOPS=1): a test that sends X-Forwarded-For is a
  // visitor at that address; every other request is the socket's, as with nothing in front.
  const env = { TRUSTED_PROXY_HOPS: '1' };
  console.info(`[forecourt] the server's log: ${SERVER_LOG}`);
  const options = { port, tmpPrefix: 'forecourt-e2e-', extra, env, logFile: SERVER_LOG };
  return withDemoServer(options, async (dataDir, siteSlugs) => {
    await warmSites(port, siteSlugs);
    // E2E_DATA_DIR: tests read the lead emails the server writes there (maildir) to count stored leads.
    // E2E_SERVER_LOG: the request-id test reads the server's JSON lines there.
    const serverLog = resolve(SERVER_LOG);
    return runPlaywright({
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_SERVER_LOG: serverLog,
    });
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[forecourt] e2e run failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
