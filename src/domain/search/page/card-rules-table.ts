import type { SiteConfig } from '@/config';
// The module itself, not the '@/config' barrel: this runs in the browser bundle too (via build.ts).
import { overlayVehicleConfig } from '@/config/overlay-vehicle-config';
import type { CardRules, CardRulesTable, CardRulesVariant } from './card-rules';

function pickCardRules(config: SiteConfig): CardRules {
  const { vehicle, finance } = config;
  const { enquire, testDrive, reserve } = vehicle.actions;
  const { provider, summaryEnabled, summaryHiddenManufacturers, summaryRule, manufacturerFinanceLock } =
    finance;
  // What the car's weekly figure is computed with, as its calculator computes it (decision 069).
  const { repaymentRounding, establishmentFee, brandFeeSchedule, defaultTermYears } = finance;
  return {
    cards: config.cards,
    buttons: {
      checkoutMinPrice: vehicle.checkoutMinPrice,
      checkoutRouteStyle: vehicle.checkoutRouteStyle,
      actions: { enquire, testDrive, reserve },
    },
    financeSummary: {
      timezone: config.timezone,
      finance: {
        provider,
        summaryEnabled,
        summaryHiddenManufacturers,
        summaryRule,
        manufacturerFinanceLock,
        repaymentRounding,
        establishmentFee,
        brandFeeSchedule,
        defaultTermYears,
      },
    },
  };
}

const lowerOrNull = (key: string | null) => key?.toLowerCase() ?? null;

/**
 * `cardRulesTable`: the card rules for each overridden make × overridden item type (plus "none" of each), made
 * by `overlayVehicleConfig` itself so cards follow brandOverrides, itemTypeOverrides and the item-type action
 * labels (A-12, caravan → 'Book Inspection') exactly as the vehicle page does. Item-type keys come from every
 * make's overlay, since a brand may add item-type labels of its own.
 */
export function cardRulesTable(config: SiteConfig): CardRulesTable {
  const makes = [null, ...Object.keys(config.brandOverrides)];
  const itemTypes = new Set<string>(Object.keys(config.itemTypeOverrides));
  for (const make of makes) {
    const overlaid = make === null ? config : overlayVehicleConfig(config, { make });
    for (const itemType of Object.keys(overlaid.vehicle.actionLabelsByItemType)) itemTypes.add(itemType);
  }
  const variants: CardRulesVariant[] = [];
  for (const make of makes)
    for (const itemType of [null, ...itemTypes]) {
      const [makeKey, itemTypeKey] = [lowerOrNull(make), lowerOrNull(itemType)];
      if (variants.some((v) => v.make === makeKey && v.itemType === itemTypeKey)) continue;
      const rules = pickCardRules(overlayVehicleConfig(config, { make, itemType }));
      variants.push({ make: makeKey, itemType: itemTypeKey, rules });
    }
  return { variants };
}
