import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { startNextServer, waitForHealthy } from '../server-process';

export type AppServer = {
  start: () => Promise<void>;
  /** kill -9: no shutdown handler runs, in-flight requests and transactions are cut. */
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A killed server's outbox claims are taken over after this (OUTBOX_LEASE_MS; 60 s in production): a quarter of
 * the default, still many times a send, so a run proves the takeover without waiting a minute for each one.
 */
const DISRUPTION_LEASE_MS = '15000';

/**
 * The production server (scripts/serve.ts) for one chaos phase or app instance, its output appended to
 * `logPath`. Its outbox lease is DISRUPTION_LEASE_MS unless `env` sets OUTBOX_LEASE_MS.
 */
export function createAppServer(port: number, env: Record<string, string>, logPath: string): AppServer {
  const serverEnv = { OUTBOX_LEASE_MS: DISRUPTION_LEASE_MS, ...env };
  let child: ChildProcess | null = null;
  let logFd: number | null = null;
  const release = () => {
    if (logFd !== null) closeSync(logFd);
    logFd = null;
    child = null;
  };
  return {
    start: async () => {
      logFd = openSync(logPath, 'a');
      child = startNextServer(port, serverEnv, true, logFd);
      await waitForHealthy(port, child);
    },
    kill9: async () => {
      if (!child) return;
      const current = child;
      current.kill('SIGKILL');
      await exited(current);
      release();
    },
    stop: async () => {
      if (!child) return;
      const current = child;
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 20_000);
      await exited(current);
      clearTimeout(timer);
      release();
    },
  };
}
