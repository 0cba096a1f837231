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

/** The production server (scripts/serve.ts) for one chaos phase, its output appended to `logPath`. */
export function createAppServer(port: number, env: Record<string, string>, logPath: string): AppServer {
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
      child = startNextServer(port, env, true, logFd);
      await waitForHealthy(port, child, 180_000);
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
