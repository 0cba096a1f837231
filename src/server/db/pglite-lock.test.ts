import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError, lockFilePath } from './pglite-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'forecourt-lock-'));

/** A real second process that holds a PID we can point a lock file at. */
function startSleeper() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return child;
}

describe('acquireDataDirLock', () => {
  it('writes our PID and removes the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });

  it('refuses a second opener and names the holder PID', () => {
    const dir = freshDir();
    const sleeper = startSleeper();
    try {
      writeFileSync(lockFilePath(dir), `${sleeper.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrowError(DatabaseLockedError);
      expect(() => acquireDataDirLock(dir)).toThrowError(`is in use by process ${sleeper.pid}`);
      // The holder's lock is left exactly as it was.
      expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(`${sleeper.pid}\n`);
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = freshDir();
    const sleeper = startSleeper();
    const deadPid = sleeper.pid!;
    sleeper.kill('SIGKILL');
    await new Promise((resolve) => sleeper.once('exit', resolve));
    writeFileSync(lockFilePath(dir), `${deadPid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('does not release a lock that another process holds', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lockFilePath(dir), '999999\n');
    lock.release();
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe('999999\n');
  });
});
