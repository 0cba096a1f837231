import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * For one test file: an empty folder of its own under the system's temporary folder (its name starts with
 * `prefix`), made before the file's tests and removed with its contents after them. `path` is set by then.
 */
export function tempDirForThisFile(prefix: string): { path: string } {
  const dir = { path: '' };
  beforeAll(async () => {
    dir.path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(dir.path, { recursive: true, force: true }));
  return dir;
}
