import 'server-only';
import { overlayVehicleConfig, type SiteConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { loadSiteConfigSource, resolveForSite } from './site-config-loader';

/** What picks a car's config layers: its dealership's overrides, then its make and item type. */
export type CarConfigKey = {
  dealershipSlug: string;
  dealershipOverrides: Record<string, unknown>;
  make: string;
  itemType: string;
};

/**
 * A car's effective config, secrets included (server use only; a page gets it through redactLeadSecrets):
 * the site's, its dealership's layer, then its make and item-type overlay.
 */
export async function loadCarConfig(db: Database, siteId: number, car: CarConfigKey): Promise<SiteConfig> {
  const dealer = { slug: car.dealershipSlug, configOverrides: car.dealershipOverrides };
  const config = resolveForSite(await loadSiteConfigSource(db, siteId), dealer);
  return overlayVehicleConfig(config, { make: car.make, itemType: car.itemType });
}
