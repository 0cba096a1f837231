import { SiteConfigError, toSiteConfigIssues } from './errors';
import { mergeConfigLayers } from './merge';
import { type SiteConfig, siteConfigSchema, vehicleActionKeys } from './schema';

export type VehicleConfigKey = { make?: string | null; itemType?: string | null };

/** Own keys only (a make called "constructor" must not find Object.prototype), exact match first. */
function findEntry<T>(record: Record<string, T>, key: string | null | undefined): T | undefined {
  if (!key) return undefined;
  if (Object.hasOwn(record, key)) return record[key];
  const lower = key.toLowerCase();
  const match = Object.keys(record).find((candidate) => candidate.toLowerCase() === lower);
  return match === undefined ? undefined : record[match];
}

function parseOverlay(merged: unknown, config: SiteConfig, car: VehicleConfigKey): SiteConfig {
  const result = siteConfigSchema.safeParse(merged);
  if (result.success) return result.data;
  throw new SiteConfigError({
    siteSlug: config.siteSlug,
    layer: 'vehicle',
    layerLabel: `vehicle ${car.make ?? '-'}/${car.itemType ?? '-'}`,
    issues: toSiteConfigIssues(result.error.issues),
  });
}

/**
 * The config one car's page or card sees: the site config ⊕ brandOverrides[make] ⊕
 * itemTypeOverrides[itemType], then the item type's action labels written onto vehicle.actions.
 *
 * Item-type wording has ONE home, vehicle.actionLabelsByItemType (option 23, caravan → 'Book Inspection'),
 * and it is applied last, so it beats any other label. itemTypeOverrides (default {}) is for every other
 * option. Components read only vehicle.actions.*.label. The result may share objects with `config`:
 * treat both as read-only.
 */
export function overlayVehicleConfig(config: SiteConfig, car: VehicleConfigKey): SiteConfig {
  const brand = findEntry(config.brandOverrides, car.make);
  const itemType = findEntry(config.itemTypeOverrides, car.itemType);
  const overlaid =
    brand === undefined && itemType === undefined
      ? config
      : parseOverlay(mergeConfigLayers(config, brand, itemType), config, car);
  const labels = findEntry(overlaid.vehicle.actionLabelsByItemType, car.itemType);
  if (labels === undefined) return overlaid;
  // Labels are validated strings already, so no second parse (this runs for every card on a page).
  const actions = { ...overlaid.vehicle.actions };
  for (const key of vehicleActionKeys) {
    const label = labels[key];
    if (label !== undefined) actions[key] = { ...actions[key], label };
  }
  return { ...overlaid, vehicle: { ...overlaid.vehicle, actions } };
}
