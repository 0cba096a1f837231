import { AsyncLocalStorage } from 'node:async_hooks';
import { createLineBudget, type LineBudget } from '@/domain/logging';

/** What every log line of one request shares: its id, and how many lines it may still write. */
export type RequestLog = { requestId: string; budget: LineBudget };

// On globalThis: scripts/serve.ts (run by tsx) starts the request and Next's bundles write its lines; each
// has its own copy of this module, and they must share one store.
const holder = globalThis as typeof globalThis & { __forecourtRequestLog?: AsyncLocalStorage<RequestLog> };
const storage = (holder.__forecourtRequestLog ??= new AsyncLocalStorage<RequestLog>());

export function currentRequestLog(): RequestLog | undefined {
  return storage.getStore();
}

/** Runs `run` (and everything it starts) as request `requestId`: every line it logs carries that id. */
export function runWithRequestLog<T>(requestLog: RequestLog, run: () => T): T {
  return storage.run(requestLog, run);
}

export function newRequestLog(requestId: string, maxLines?: number): RequestLog {
  return { requestId, budget: createLineBudget(maxLines) };
}
