import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no multi-process safety: two processes on one data directory silently corrupt it
 * (toolchain pitfall 5). Before opening, we take an exclusive lock file holding our PID. A second
 * opener fails at once with the holder's PID; a lock left by a dead process is taken over.
 */
export class DatabaseLockedError extends Error {
  readonly code = 'DATABASE_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${holderPid}. ` +
        `Only one process may open it: stop process ${holderPid} first, or set DATA_DIR to another directory.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export type LockHandle = { path: string; release: () => void };

export function lockFilePath(dataDir: string): string {
  return join(dataDir, 'pglite.lock');
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the lock.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolderPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function acquireDataDirLock(dataDir: string): LockHandle {
  mkdirSync(dataDir, { recursive: true });
  const path = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path)) return { path, release: () => releaseLock(path) };
    const holder = readHolderPid(path);
    if (holder !== null && isProcessAlive(holder)) throw new DatabaseLockedError(dataDir, holder);
    // Stale lock (dead holder or unreadable file): remove it and try again.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the database lock ${path}`);
}

function releaseLock(path: string): void {
  if (readHolderPid(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
