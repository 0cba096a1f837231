import 'server-only';
import { cache } from 'react';
import { env } from '@/env';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { normaliseHost } from '@/domain/tenancy/host';
import { getDb, type Database } from '@/server/db';
import { TtlCache } from '@/server/cache/ttl-cache';
import { findSiteIdByHost } from './resolve-site';
import { loadSiteContext, type SiteContext } from './site-context';
import { forgetSiteStamp, siteStamp } from './site-stamp';

// Both caches are per process and short-lived; keys include the host or the site id (tenant isolation).
const siteIdByHost = new TtlCache<number | null>(30_000, 1_000);
const contextBySiteId = new TtlCache<{ context: SiteContext; updatedAt: number }>(30_000, 1_000);

/** The id of the site a normalised host names, or null. */
export async function siteIdForHost(db: Database, host: string): Promise<number | null> {
  return siteIdByHost.getOrLoad(`host:${host}`, () => findSiteIdByHost(db, host, env.ROOT_DOMAIN));
}

/**
 * The site a request is for, or null (→ 404). `rawHost` is the [host] route segment or a JSON route's Host
 * header, normalised again here; a malformed escape ('%', decision 077) names no site rather than throwing.
 */
export const getSiteForHost = cache(async (rawHost: string): Promise<SiteContext | null> => {
  const host = normaliseHost(decodeSegment(rawHost));
  if (!host) return null;
  const db = await getDb();
  const siteId = await siteIdForHost(db, host);
  if (siteId === null) return null;
  return currentSiteContext(db, siteId);
});

/**
 * The kept context while the site has not changed since it was loaded: settings published on any instance
 * move the site's updated_at, and every instance sees that within a second (site-stamp.ts), so a page drawn
 * for the new page version is never drawn from the old settings.
 */
async function currentSiteContext(db: Database, siteId: number): Promise<SiteContext> {
  const key = `site:${siteId}`;
  const stamp = await siteStamp(db, siteId);
  const kept = contextBySiteId.get(key);
  if (kept && (stamp === null || kept.updatedAt >= stamp.updatedAt)) return kept.context;
  const context = await loadSiteContext(db, siteId);
  contextBySiteId.set(key, { context, updatedAt: stamp?.updatedAt ?? 0 });
  return context;
}

/** After this process published a site's settings: its next request loads them (other instances: site-stamp). */
export function forgetSiteContext(siteId: number): void {
  forgetSiteStamp(siteId);
  contextBySiteId.delete(`site:${siteId}`);
}

/** For route handlers outside /sites (JSON APIs): the site named by the request's Host header. */
export async function getSiteForRequest(request: Request): Promise<SiteContext | null> {
  const host = request.headers.get('host');
  return host ? getSiteForHost(host) : null;
}
