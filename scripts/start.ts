/**
 * The README's run command: database (PGlite under .data/ unless DATABASE_URL is set) → migrate →
 * demo dealers on first run → production build when sources changed → scripts/serve.ts on PORT (3000).
 */
import { SiteConfigError } from '@/config';
import { parseEnv } from '@/env';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { buildIfStale } from './lib/build';
import { prepareDatabase } from './lib/prepare-database';
import { startNextServer } from './lib/server-process';

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const env = parseEnv(process.env);
  await prepareDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  buildIfStale();
  const server = startNextServer(env.PORT, {});
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.info(
    `[forecourt] serving on http://localhost:${env.PORT} — demo sites: http://{site}.localhost:${env.PORT}`,
  );
  server.on('exit', (code) => process.exit(code ?? 1));
}

/** Failures a person can fix from the message alone are printed without a stack trace. */
const isExplained = (error: unknown) =>
  error instanceof DatabaseLockedError || error instanceof SiteConfigError;

main().catch((error: unknown) => {
  const message = isExplained(error) ? (error as Error).message : String((error as Error).stack ?? error);
  console.error(`[forecourt] could not start: ${message}`);
  process.exit(1);
});
