import { headers } from 'next/headers';
import { NotFoundContent } from '@/components/pages/not-found-content';
import { REQUEST_PATH_HEADER } from '@/domain/tenancy/request-path';
import { getDb } from '@/server/db';
import { loadNotFoundView } from '@/server/not-found/not-found-view';
import { getSiteForHost } from '@/server/sites/queries';

/**
 * What a missing page on a known site shows, inside its own header and footer. A not-found boundary gets no
 * route params, so the site and path come from the request: the Host header and the path the proxy passed on.
 */
export async function SiteNotFoundContent() {
  const requestHeaders = await headers();
  const site = await getSiteForHost(encodeURIComponent(requestHeaders.get('host') ?? ''));
  const path = requestHeaders.get(REQUEST_PATH_HEADER) ?? '/';
  // The layout answers an unknown host with the platform 404 first, so `site` is found here in practice.
  const view = site && (await loadNotFoundView(await getDb(), site, path));
  return <NotFoundContent view={view} />;
}
