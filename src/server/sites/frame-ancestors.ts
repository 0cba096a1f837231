import 'server-only';
import { normaliseHost } from '@/domain/tenancy/host';
import { TtlCache } from '@/server/cache/ttl-cache';
import type { Database } from '@/server/db/client';
import { siteIdForHost } from './queries';
import { loadSiteConfig } from './site-config-loader';

// Per process and short-lived like the site caches (src/server/sites/queries): a config change reaches every
// node within 30 s. Keyed by host; an unknown host caches [] as well.
const frameAncestorsByHost = new TtlCache<readonly string[]>(30_000, 1_000);

/**
 * The origins allowed to frame the pages of the site at `rawHost` (its `security.frameAncestors`, decision
 * 033); [] for a host that names no site. The production server asks this before Next sees the request.
 */
export function loadFrameAncestors(db: Database, rawHost: string): Promise<readonly string[]> {
  const host = normaliseHost(rawHost);
  if (!host) return Promise.resolve([]);
  return frameAncestorsByHost.getOrLoad(`host:${host}`, async () => {
    const siteId = await siteIdForHost(db, host);
    if (siteId === null) return [];
    return (await loadSiteConfig(db, siteId)).security.frameAncestors;
  });
}
