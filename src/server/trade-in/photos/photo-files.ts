import 'server-only';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '@/env';
import { writeFileAtomically } from '@/server/media/write-file-atomically';

/** Where every site's trade-in photos live: {DATA_DIR}/trade-in-photos/{siteId}/{id}.jpg (decision 047). */
export function tradeInPhotosRoot(dataDir: string = env.DATA_DIR): string {
  return join(dataDir, 'trade-in-photos');
}

/** Only ever called with a site id from the host and a UUID we generated or checked: no path from a client. */
const photoPath = (root: string, siteId: number, id: string) => join(root, String(siteId), `${id}.jpg`);

export async function writePhotoFile(root: string, siteId: number, id: string, jpeg: Buffer): Promise<void> {
  await writeFileAtomically(photoPath(root, siteId, id), jpeg);
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
