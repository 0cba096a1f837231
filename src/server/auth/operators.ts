import 'server-only';
import { eq } from 'drizzle-orm';
import { currentBuyer } from '@/server/auth/buyer-session';
import type { AuthSite } from '@/server/auth/site-auth';
import type { Database } from '@/server/db/client';
import { platformOperators } from '@/server/db/schema';

export type OperatorAccess =
  { kind: 'signed-out' } | { kind: 'not-operator' } | { kind: 'operator'; email: string };

export async function isPlatformOperator(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: platformOperators.email })
    .from(platformOperators)
    .where(eq(platformOperators.email, email.toLowerCase()));
  return row !== undefined;
}

/**
 * Decision 066: the platform's door. An operator signs in to any site with the site's own sign-in (a one-time
 * code to the email proves it); their address on the operators list opens the platform pages there.
 */
export async function operatorAccess(
  db: Database,
  site: AuthSite,
  origin: string,
  headers: Headers,
): Promise<OperatorAccess> {
  const account = await currentBuyer(db, site, origin, headers);
  if (account === null) return { kind: 'signed-out' };
  if (account.email === null || !(await isPlatformOperator(db, account.email)))
    return { kind: 'not-operator' };
  return { kind: 'operator', email: account.email.toLowerCase() };
}

/** `npm run operator:add`: idempotent, so running it twice changes nothing. */
export async function addPlatformOperator(db: Database, email: string, addedBy: string): Promise<boolean> {
  const added = await db
    .insert(platformOperators)
    .values({ email: email.toLowerCase(), addedBy })
    .onConflictDoNothing()
    .returning({ email: platformOperators.email });
  return added.length > 0;
}
