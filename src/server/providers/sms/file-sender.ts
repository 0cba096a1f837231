// No 'server-only' here: the browser tests import readLatestSms to read sign-in codes (as they read mail).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SmsPurpose, SmsSender } from './provider';
import { safePathSegment } from '@/domain/storage/path-segment';

/** What one file holds: the message without its site (the folder says that) and when it was sent. */
export type StoredSms = { to: string; body: string; purpose: SmsPurpose; sentAt: string };

const storedSmsSchema = z.object({
  to: z.string(),
  body: z.string(),
  purpose: z.literal('sign-in-code'),
  sentAt: z.string(),
});

/** Site slugs are data: the folder name is a safe path part, so no slug can climb out of the SMS folder. */
export const smsFolderName = (siteSlug: string) => safePathSegment(siteSlug);

/** `{ISO timestamp with ':' as '-'}-{8 random hex}.json`: sortable, valid on every file system, unique. */
function smsFileName(sentAt: string): string {
  return `${sentAt.replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`;
}

/**
 * The built-in sender: each text is written as one JSON file `{root}/{site}/{time}-{random}.json` holding
 * `{ to, body, purpose, sentAt }`, written under a `.tmp` name and then renamed, so a reader never sees half
 * a file. `now` is a seam for tests.
 */
export function createFileSmsSender(root: string, options: { now?: () => Date } = {}): SmsSender {
  return {
    name: 'file',
    async send({ siteSlug, to, body, purpose }) {
      const sentAt = (options.now?.() ?? new Date()).toISOString();
      const dir = join(root, smsFolderName(siteSlug));
      await mkdir(dir, { recursive: true });
      const name = smsFileName(sentAt);
      const stored: StoredSms = { to, body, purpose, sentAt };
      await writeFile(join(dir, `${name}.tmp`), `${JSON.stringify(stored, null, 2)}\n`);
      await rename(join(dir, `${name}.tmp`), join(dir, name));
    },
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function readStored(file: string): Promise<StoredSms | null> {
  try {
    const parsed = storedSmsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    // Removed since the folder was listed, or not a message this sender wrote: not a text to this number.
    if (isMissing(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * The newest text the file sender wrote for `siteSlug` to `to` (by sentAt, then file name), or null when there
 * is none. Tests and the browser tests read sign-in codes with it.
 */
export async function readLatestSms(root: string, siteSlug: string, to: string): Promise<StoredSms | null> {
  const dir = join(root, smsFolderName(siteSlug));
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const messages = await Promise.all(
    names.map(async (name) => ({ name, message: await readStored(join(dir, name)) })),
  );
  let latest: { name: string; message: StoredSms } | null = null;
  for (const { name, message } of messages) {
    if (message?.to !== to) continue;
    const newer =
      !latest ||
      message.sentAt > latest.message.sentAt ||
      (message.sentAt === latest.message.sentAt && name > latest.name);
    if (newer) latest = { name, message };
  }
  return latest?.message ?? null;
}
