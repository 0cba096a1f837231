import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Written under a temporary name beside it, then renamed: a reader never sees half a file. */
export async function writeFileAtomically(path: string, bytes: Buffer): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${basename(path)}.${randomUUID()}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}
