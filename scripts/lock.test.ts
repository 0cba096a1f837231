import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../src/server/db/pglite-lock';

describe('a second process on a held data directory', () => {
  it('exits non-zero naming the holder PID, without touching the database', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-held-'));
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      // PGlite was never opened: no data directory was created inside.
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
    // Starting a second Node process with tsx takes seconds on a busy 2-core machine (three times that here).
  }, 90_000);
});
