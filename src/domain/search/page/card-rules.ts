import type { SiteConfig } from '@/config';
import type { CardActionConfig } from '@/domain/cards/card-actions';
import type { CarQuoteConfig } from '@/domain/finance/car-quote';

/** What one card's rules read from the car's effective config (the site's ⊕ its make's ⊕ its item type's). */
export type CardRules = {
  cards: SiteConfig['cards'];
  buttons: CardActionConfig;
  financeSummary: CarQuoteConfig;
};

/** One make/item-type pair's rules, both lower-cased; null stands for any make (or item type) not overridden. */
export type CardRulesVariant = { make: string | null; itemType: string | null; rules: CardRules };

/**
 * Every pair of overridden make (or none) and overridden item type (or none) with its rules: the browser never
 * sees the whole config, yet must pick a car's rules as `overlayVehicleConfig` would. The first is (null, null).
 */
export type CardRulesTable = { variants: CardRulesVariant[] };

function overriddenKey(
  variants: readonly CardRulesVariant[],
  field: 'make' | 'itemType',
  value: string,
): string | null {
  const key = value.toLowerCase();
  return variants.some((variant) => variant[field] === key) ? key : null;
}

/** The rules of the car's make and item type (case-insensitive, like the config's own lookup). */
export function cardRulesFor(table: CardRulesTable, car: { make: string; itemType: string }): CardRules {
  const { variants } = table;
  const make = overriddenKey(variants, 'make', car.make);
  const itemType = overriddenKey(variants, 'itemType', car.itemType);
  const match = variants.find((variant) => variant.make === make && variant.itemType === itemType);
  return (match ?? variants[0]!).rules;
}
