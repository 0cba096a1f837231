import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/env';
import type { Database } from '@/server/db/client';
import { loadOrCreatePlatformSecret } from '@/server/db/platform-secrets';

const MASTER_KEY_NAME = 'altcha_hmac_key';

/**
 * The platform's ALTCHA key: ALTCHA_HMAC_KEY, or one generated on first use and stored in the database, so
 * every process and node on that database agrees.
 */
export function loadAltchaMasterKey(
  db: Database,
  configuredKey: string | undefined = env.ALTCHA_HMAC_KEY,
): Promise<string> {
  if (configuredKey) return Promise.resolve(configuredKey);
  return loadOrCreatePlatformSecret(db, MASTER_KEY_NAME);
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
