import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/env';
import type { Database } from '@/server/db/client';
import { loadOrCreatePlatformSecret } from '@/server/db/platform-secrets';

/**
 * The key signing one site's session cookies: derived from AUTH_SECRET (or a generated platform secret) and
 * the site's id, so a cookie signed for one dealer's site does not even verify on another's.
 */
export async function loadSiteAuthSecret(
  db: Database,
  siteId: number,
  configured: string | undefined = env.AUTH_SECRET,
): Promise<string> {
  const master = configured ?? (await loadOrCreatePlatformSecret(db, 'auth_secret'));
  return createHmac('sha256', master).update(`auth:site:${siteId}`).digest('hex');
}
