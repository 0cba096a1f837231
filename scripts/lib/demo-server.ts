import type { ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
  /** Where the server's output goes (both streams, every line); without it, warnings and errors only. */
  logFile?: string;
};

function openLog(logFile: string): number {
  mkdirSync(dirname(logFile), { recursive: true });
  return openSync(logFile, 'w');
}

/** A server that stops before the script stops it says so, or every later request fails unexplained. */
function reportEarlyExit(server: ChildProcess, port: number, logFile: string | undefined) {
  const onExit = (code: number | null, signal: string | null) => {
    const log = logFile ? `; its log: ${logFile}` : '';
    console.error(
      `[forecourt] the server on port ${port} stopped early (exit code ${code}, signal ${signal})${log}`,
    );
  };
  server.once('exit', onExit);
  return () => server.off('exit', onExit);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * A throwaway platform for a script: the demo sites (plus `extra`) in a fresh PGlite directory, a build when
 * stale, and the production server on `port`, healthy before `run` starts (`run` gets the directory and every
 * site's slug). The server is stopped and the directory removed afterwards, whatever `run` does.
 */
export async function withDemoServer<T>(
  { port, tmpPrefix, extra, env = {}, logFile }: DemoServerOptions,
  run: (dataDir: string, siteSlugs: string[]) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
  try {
    const siteSlugs = await prepareDatabase({ dataDir, extra });
    buildIfStale();
    const serverEnv = { ...env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) };
    const logFd = logFile ? openLog(logFile) : undefined;
    const server = startNextServer(port, serverEnv, true, logFd);
    if (logFd !== undefined) closeSync(logFd);
    const stopReporting = reportEarlyExit(server, port, logFile);
    try {
      await waitForHealthy(port, server);
      return await run(dataDir, siteSlugs);
    } finally {
      stopReporting();
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
