import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build';
import { prepareDatabase, type PrepareOptions } from './prepare-database';
import { startNextServer, waitForHealthy } from './server-process';

/** The server's log in the data directory, with `logToFile`. */
export const SERVER_LOG = 'server.log';

export type DemoServerOptions = {
  port: number;
  /** Names the temporary data directory, e.g. 'forecourt-e2e-'. */
  tmpPrefix: string;
  extra?: PrepareOptions['extra'];
  /** More environment for the server. */
  env?: Record<string, string>;
  /** The server's log goes to `{dataDir}/server.log` (every line) instead of the terminal (warnings). */
  logToFile?: boolean;
};

/**
 * A throwaway platform for a script: the demo sites (plus `extra`) in a fresh PGlite directory, a build when
 * stale, and the production server on `port`, healthy before `run` starts. The server is stopped and the
 * directory removed afterwards, whatever `run` does.
 */
export async function withDemoServer<T>(
  { port, tmpPrefix, extra, env = {}, logToFile = false }: DemoServerOptions,
  run: (dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  try {
    await prepareDatabase({ dataDir, extra });
    buildIfStale();
    const serverEnv = { ...env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) };
    const logFd = logToFile ? openSync(join(dataDir, SERVER_LOG), 'a') : undefined;
    const server = startNextServer(port, serverEnv, true, logFd);
    if (logFd !== undefined) closeSync(logFd);
    try {
      await waitForHealthy(port, server);
      return await run(dataDir);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
