import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BroadcastChannel } from 'node:worker_threads';

/**
 * PGlite's WebAssembly, compiled once per test run and shared by every test file (issue 36). Each integration
 * file runs in a fresh worker thread with a PGlite of its own, and compiling the 9 MB `pglite.wasm` again was
 * about half a second of CPU of the 1.3 s each database cost. A compiled `WebAssembly.Module` can be posted
 * between the threads of one process (Vitest's values to `provide` cannot carry one: they are serialised as
 * text), so the run's global setup compiles it and answers each file's request on a BroadcastChannel.
 */
const PGLITE_WASM_CHANNEL = 'forecourt-test-pglite-wasm';
const REQUEST = 'pglite-wasm?';
// A worker's request is answered within milliseconds; a run without the answering thread (another pool, which
// puts each file in a process of its own) falls back to PGlite compiling its own.
const FALLBACK_AFTER_MS = 5_000;

type Reply = { pgliteWasm: WebAssembly.Module };
const isReply = (data: unknown): data is Reply =>
  typeof data === 'object' && data !== null && (data as Reply).pgliteWasm instanceof WebAssembly.Module;

/** PGlite's own `pglite.wasm`, compiled: the module its `pgliteWasmModule` option takes. */
export async function compilePgliteWasm(): Promise<WebAssembly.Module> {
  const path = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  return WebAssembly.compile(await readFile(path));
}

/** The global setup's side: answers every request with the run's compiled module until `close`. */
export function servePgliteWasm(pgliteWasm: WebAssembly.Module): { close: () => void } {
  const channel = new BroadcastChannel(PGLITE_WASM_CHANNEL);
  channel.onmessage = (event) => {
    if (event.data === REQUEST) channel.postMessage({ pgliteWasm } satisfies Reply);
  };
  // Vitest ends the run by calling close; an open channel must not hold the process either way.
  channel.unref();
  return { close: () => channel.close() };
}

/** A test file's side: the run's compiled module, or undefined (PGlite then compiles its own). */
export function sharedPgliteWasm(): Promise<WebAssembly.Module | undefined> {
  const channel = new BroadcastChannel(PGLITE_WASM_CHANNEL);
  return new Promise<WebAssembly.Module | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), FALLBACK_AFTER_MS);
    channel.onmessage = (event) => {
      const data: unknown = event.data;
      if (!isReply(data)) return;
      clearTimeout(timer);
      resolve(data.pgliteWasm);
    };
    channel.postMessage(REQUEST);
  }).finally(() => channel.close());
}
