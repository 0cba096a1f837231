import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { cache } from 'react';
import { NotFoundContent } from '@/components/pages/not-found-content';
import { REQUEST_PATH_HEADER } from '@/domain/tenancy/request-path';
import { getDb } from '@/server/db';
import { loadNotFoundView } from '@/server/not-found/not-found-view';
import { getSiteForHost } from '@/server/sites/queries';

/** A 404 page's title; never indexed. */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * What the 404 shows for this request, once per request. A not-found boundary gets no route params, so the
 * site and path come from the request: the Host header and the path the proxy passed on. The layout answers
 * an unknown host with the platform 404 first, so the site is found here in practice.
 */
const loadRequestNotFoundView = cache(async () => {
  const requestHeaders = await headers();
  const site = await getSiteForHost(encodeURIComponent(requestHeaders.get('host') ?? ''));
  const path = requestHeaders.get(REQUEST_PATH_HEADER) ?? '/';
  return site && loadNotFoundView(await getDb(), site, path, new Date());
});

/** The 404's title: an ended offer's URL names the offer (decision 021). */
export async function notFoundMetadata(): Promise<Metadata> {
  const ended = (await loadRequestNotFoundView())?.endedOffer;
  return ended ? { ...NOT_FOUND_METADATA, title: `This offer has ended: ${ended.name}` } : NOT_FOUND_METADATA;
}

/** What a missing page on a known site shows, inside its own header and footer. */
export async function SiteNotFoundContent() {
  return <NotFoundContent view={await loadRequestNotFoundView()} />;
}
