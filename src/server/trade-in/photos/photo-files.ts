import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '@/env';

/** Where every site's trade-in photos live: {DATA_DIR}/trade-in-photos/{siteId}/{id}.jpg (decision 047). */
export function tradeInPhotosRoot(dataDir: string = env.DATA_DIR): string {
  return join(dataDir, 'trade-in-photos');
}

/** Only ever called with a site id from the host and a UUID we generated or checked: no path from a client. */
const photoPath = (root: string, siteId: number, id: string) => join(root, String(siteId), `${id}.jpg`);

/** Written under a temporary name then renamed, so a reader never sees half a file. */
export async function writePhotoFile(root: string, siteId: number, id: string, jpeg: Buffer): Promise<void> {
  const dir = join(root, String(siteId));
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${id}.${randomUUID()}.tmp`);
  await writeFile(temporary, jpeg);
  await rename(temporary, photoPath(root, siteId, id));
}

export async function removePhotoFile(root: string, siteId: number, id: string): Promise<void> {
  await rm(photoPath(root, siteId, id), { force: true });
}

/** The stored JPEG, or null when the file is gone. */
export async function readPhotoFile(root: string, siteId: number, id: string): Promise<Buffer | null> {
  try {
    return await readFile(photoPath(root, siteId, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
