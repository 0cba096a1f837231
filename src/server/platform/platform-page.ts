import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { signInHref } from '@/domain/account/sign-in-url';
import { requestOrigin, REQUEST_SCHEME_HEADER } from '@/domain/security/request-scheme';
import { authSiteOf } from '@/server/auth/account-route';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import { operatorAccess } from '@/server/auth/operators';

export type PlatformPageAccess =
  { kind: 'operator'; email: string; siteName: string } | { kind: 'denied'; siteName: string };

/**
 * The platform page's door, as the console's: a signed-out visitor goes to the site's sign-in and comes back;
 * an account that is not a platform operator is told so.
 */
export async function openPlatformPage(host: string, path: string): Promise<PlatformPageAccess> {
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const request = await headers();
  const origin = requestOrigin(request.get(REQUEST_SCHEME_HEADER), request.get('host') ?? '');
  const access = await operatorAccess(await getDb(), authSiteOf(site), origin, new Headers(request));
  if (access.kind === 'signed-out') redirect(signInHref('console', path, '/'));
  if (access.kind === 'not-operator') return { kind: 'denied', siteName: site.name };
  return { kind: 'operator', email: access.email, siteName: site.name };
}
