import 'server-only';
import { sendStaffInvitation } from '@/server/console/staff/staff-invitation';
import type { Database } from '@/server/db/client';
import { createSite, type NewSite } from './create-site';

export type SiteAddresses = { rootDomain: string; port: number };

export type OnboardedSite = {
  ok: true;
  siteId: number;
  slug: string;
  /** {slug}.{ROOT_DOMAIN}: answers at once. */
  platformUrl: string;
  /** The dealer's own domain, once its DNS points at the platform. */
  domainUrl: string | null;
  consoleUrl: string;
  /** The owner's invitation: sent, failed (they can still sign in), or none asked for. */
  invitation: { email: string; sent: boolean } | null;
};

export type OnboardOutcome =
  OnboardedSite | { ok: false; errors: string[]; fieldErrors: Record<string, string> };

/**
 * A new dealer site, as `npm run site:create` and the console's platform page make it: created on platform
 * defaults (createSite), then its owner invited to its console by email. A failed email never undoes the site:
 * the owner can sign in at the console with their address all the same.
 */
export async function onboardSite(
  db: Database,
  input: NewSite,
  addresses: SiteAddresses,
  invitedBy: string,
): Promise<OnboardOutcome> {
  const created = await createSite(db, input, addresses.rootDomain, invitedBy);
  if (!created.ok) return created;
  const platformUrl =
    addresses.rootDomain === 'localhost'
      ? `http://${created.slug}.localhost:${addresses.port}`
      : `https://${created.slug}.${addresses.rootDomain}`;
  const domainUrl = created.host ? `https://${created.host}` : null;
  const consoleUrl = `${domainUrl ?? platformUrl}/console`;
  const ownerEmail = input.ownerEmail?.trim().toLowerCase();
  const invitation = ownerEmail
    ? {
        email: ownerEmail,
        sent: await sendStaffInvitation({
          site: { slug: created.slug, name: input.name.trim() },
          email: ownerEmail,
          role: 'owner',
          consoleUrl,
          // The platform invites the dealer; the staff row records which operator (or command) did it.
          invitedBy: 'Forecourt',
        }),
      }
    : null;
  return {
    ok: true,
    siteId: created.siteId,
    slug: created.slug,
    platformUrl,
    domainUrl,
    consoleUrl,
    invitation,
  };
}
