import 'server-only';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { LeadDeliveryConfig, SiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { dealerships, locations } from '@/server/db/schema';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';

type DealershipLayer = { slug: string; configOverrides: Record<string, unknown> };

export type DeliverySettings = { delivery: LeadDeliveryConfig; timeZone: string; config: SiteConfig };

/**
 * The effective lead delivery options (defaults ⊕ group ⊕ site ⊕ dealership), unredacted: the only reader
 * of the webhook secret. Read at send time too, so a rotated secret applies to leads still in the outbox.
 */
export async function loadDeliverySettings(
  db: Database,
  siteId: number,
  dealership: DealershipLayer | null,
): Promise<DeliverySettings> {
  const config = resolveForSite(await loadSiteConfigSource(db, siteId), dealership ?? undefined);
  return { delivery: config.leadDelivery, timeZone: config.timezone, config };
}

/** Same, for a dealership known by id (the worker has only the lead row). */
export async function loadDeliverySettingsForDealership(
  db: Database,
  siteId: number,
  dealershipId: number | null,
): Promise<DeliverySettings> {
  if (dealershipId === null) return loadDeliverySettings(db, siteId, null);
  const [dealership] = await db
    .select({ slug: dealerships.slug, configOverrides: dealerships.configOverrides })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, siteId), eq(dealerships.id, dealershipId)));
  return loadDeliverySettings(db, siteId, dealership ?? null);
}

/** The site's primary location's email (or any location's): the last resort for a lead's inbox. */
async function findSiteLeadEmail(db: Database, siteId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: locations.email })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), isNotNull(locations.email), ne(locations.email, '')))
    .orderBy(desc(locations.isPrimary), locations.id)
    .limit(1);
  return row?.email ?? null;
}

export type DeliveryTargets = { email: string | null; webhookUrl: string | null };

/**
 * Who receives a lead: the configured lead inbox (dealership, then site), else the email of the lead's
 * location, else of the site's primary location; and the configured webhook, if any.
 */
export async function resolveDeliveryTargets(
  db: Database,
  siteId: number,
  config: LeadDeliveryConfig,
  locationEmail: string | null,
): Promise<DeliveryTargets> {
  // An empty location email is no address at all.
  const email = config.email ?? (locationEmail || (await findSiteLeadEmail(db, siteId)));
  return { email, webhookUrl: config.webhook?.url ?? null };
}
