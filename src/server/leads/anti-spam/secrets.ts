import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import type { Database } from '@/server/db/client';
import { platformSecrets } from '@/server/db/schema';

const MASTER_KEY_NAME = 'altcha_hmac_key';

// Per process and per database (tests open several); a failed load is forgotten so the next call retries.
const generatedKeys = new WeakMap<Database, Promise<string>>();

/**
 * The platform's ALTCHA key: ALTCHA_HMAC_KEY, or one generated on first use and stored in the database.
 * Insert-if-absent then read means concurrent first callers (several processes or nodes) agree on one key.
 */
export function loadAltchaMasterKey(
  db: Database,
  configuredKey: string | undefined = env.ALTCHA_HMAC_KEY,
): Promise<string> {
  if (configuredKey) return Promise.resolve(configuredKey);
  let key = generatedKeys.get(db);
  if (!key) {
    key = loadOrCreateKey(db);
    generatedKeys.set(db, key);
    key.catch(() => generatedKeys.delete(db));
  }
  return key;
}

async function loadOrCreateKey(db: Database): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name: MASTER_KEY_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, MASTER_KEY_NAME));
  if (!row) throw new Error('ALTCHA key missing right after it was stored');
  return row.value;
}

export type AltchaSecrets = { challenge: string; derivedKey: string };

/**
 * Each site signs with keys derived from the master key and its id: a challenge issued for one site cannot
 * even pass the signature check on another, whatever its (signed) binding says.
 */
export async function loadSiteAltchaSecrets(
  db: Database,
  siteId: number,
  configuredKey?: string,
): Promise<AltchaSecrets> {
  const master = await loadAltchaMasterKey(db, configuredKey);
  const derive = (purpose: string) =>
    createHmac('sha256', master).update(`altcha:${purpose}:site:${siteId}`).digest('hex');
  return { challenge: derive('challenge'), derivedKey: derive('derived-key') };
}
