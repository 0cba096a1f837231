import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { loadSiteAuthSecret } from '@/server/secrets/auth-secret';

/**
 * Decision 060: a site's listing feeds live at `/feeds/{token}/…`, the token made from a key of the site's
 * own (as lead receipts are, decision 052): unguessable, the same on every instance and across restarts,
 * and no use on another site. 22 base64url characters (128 bits).
 */
export async function listingFeedToken(db: Database, siteId: number): Promise<string> {
  return createHmac('sha256', await loadSiteAuthSecret(db, siteId))
    .update(`listing-feeds:${siteId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** Whether `given` is this site's token (compared in constant time). */
export async function isListingFeedToken(db: Database, siteId: number, given: string): Promise<boolean> {
  const expected = Buffer.from(await listingFeedToken(db, siteId));
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
