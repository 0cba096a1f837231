import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { gateRedirect, isRouteGated, type GateRequest } from '@/domain/account/gating';
import { REQUEST_PATH_HEADER } from '@/domain/tenancy/request-path';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { buyerForPage } from './page-buyer';

type SearchParams = Record<string, string | string[] | undefined>;

/** The path and query the visitor asked for (the proxy settles the path; routes re-exported share a file). */
async function askedFor(params: SearchParams): Promise<string> {
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const entry of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(name, entry);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * I-17: sends a signed-out visitor of a gated route to sign-in (Next's redirect ends the render). The session
 * is looked up only when the site gates this route at all, so an ungated page costs nothing more.
 */
export async function enforceSignInGate(
  db: Database,
  site: SiteContext,
  params: SearchParams,
  request: Omit<GateRequest, 'signedIn' | 'path'>,
): Promise<void> {
  const { gating } = site.config;
  if (!isRouteGated(gating, request.route)) return;
  const path = await askedFor(params);
  const signedIn = (await buyerForPage(db, site)) !== null;
  const target = gateRedirect(gating, { ...request, path, signedIn });
  if (target) redirect(target);
}
