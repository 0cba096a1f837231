import type { PageVersionOf } from './page-cache';

/**
 * The production server (scripts/serve.ts) and the app Next bundles are separate module graphs in one process:
 * the app registers how to read a site's data version here, on globalThis, and the server's page cache reads it
 * (the same reason the database connection is kept on globalThis, src/server/db/index.ts).
 */
const holder = globalThis as typeof globalThis & { __forecourtPageVersionOf?: PageVersionOf };

export function registerPageVersionOf(versionOf: PageVersionOf): void {
  holder.__forecourtPageVersionOf = versionOf;
}

/** Undefined until the app has started (the cache then answers nothing). */
export function registeredPageVersionOf(): PageVersionOf | undefined {
  return holder.__forecourtPageVersionOf;
}
