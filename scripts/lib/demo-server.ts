import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build';
import { prepareDatabase, type PrepareOptions } from './prepare-database';
import { startNextServer, waitForHealthy } from './server-process';

export type DemoServerOptions = {
  port: number;
  /** Names the temporary data directory, e.g. 'forecourt-e2e-'. */
  tmpPrefix: string;
  extra?: PrepareOptions['extra'];
  /** More environment for the server. */
  env?: Record<string, string>;
};

/**
 * A throwaway platform for a script: the demo sites (plus `extra`) in a fresh PGlite directory, a build when
 * stale, and the production server on `port`, healthy before `run` starts (`run` gets the directory and every
 * site's slug). The server is stopped and the directory removed afterwards, whatever `run` does.
 */
export async function withDemoServer<T>(
  { port, tmpPrefix, extra, env = {} }: DemoServerOptions,
  run: (dataDir: string, siteSlugs: string[]) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  try {
    const siteSlugs = await prepareDatabase({ dataDir, extra });
    buildIfStale();
    const serverEnv = { ...env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) };
    const server = startNextServer(port, serverEnv, true);
    try {
      await waitForHealthy(port, server);
      return await run(dataDir, siteSlugs);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
