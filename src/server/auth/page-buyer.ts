import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { requestOrigin, REQUEST_SCHEME_HEADER } from '@/domain/security/request-scheme';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { authSiteOf } from './account-route';
import { currentBuyer, type Buyer } from './buyer-session';

/**
 * The buyer signed in on this site, for a page being drawn (it reads the request's cookies, so the page is
 * dynamic and never one the page cache keeps: only the catalogue pages are, decision 039). Once per request.
 */
export const buyerForPage = cache(async (db: Database, site: SiteContext): Promise<Buyer | null> => {
  const request = await headers();
  const origin = requestOrigin(request.get(REQUEST_SCHEME_HEADER), request.get('host') ?? '');
  return currentBuyer(db, authSiteOf(site), origin, new Headers(request));
});
