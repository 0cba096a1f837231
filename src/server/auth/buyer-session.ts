import 'server-only';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { PHONE_ACCOUNT_EMAIL_DOMAIN, type AuthSite } from './site-auth';
import { siteAuthFor } from './site-auth-registry';

/** The signed-in buyer as pages and APIs see them. `email` is null for an account made by a mobile code. */
export type Buyer = { id: string; email: string | null; phone: string | null };

/**
 * The buyer signed in on this site, or null. A session cookie of another site does not verify here (its key
 * and its rows are the other site's). A failed lookup counts as signed out and is logged.
 */
export async function currentBuyer(
  db: Database,
  site: AuthSite,
  origin: string,
  headers: Headers,
): Promise<Buyer | null> {
  if (!headers.get('cookie')?.includes('forecourt.session_token')) return null;
  try {
    const auth = await siteAuthFor(db, site, origin);
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const { user } = session;
    return {
      id: user.id,
      email: user.email.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`) ? null : user.email,
      phone: user.phoneNumberVerified ? (user.phoneNumber ?? null) : null,
    };
  } catch (error) {
    log.error({ siteId: site.id, err: error }, 'sign-in: session lookup failed');
    return null;
  }
}
