import type { SiteConfig } from '@/config';
import { isSold } from '@/domain/stock/availability';
import { isValueAttribute, type ValueAttribute } from './attributes';

/** The fields of a car the site rules look at (C-28..C-31, C-77). */
export type RuleCar = {
  itemType: string;
  /** The location's state as stored ('QLD'). */
  state: string | null;
  stocknum: string;
  price: number;
  sold: boolean;
  status: string;
  soldAt: Date | null;
  dealershipId: number;
};

/** The site's search options that decide which stock is listed at all. */
export type StockRuleOptions = {
  excludedItemTypes: readonly string[];
  excludedStates: readonly string[];
  hiddenStockNumbers: readonly string[];
  hideZeroPriceVehicles: boolean;
  excludeZeroPriceOnPriceAsc: boolean;
  /** Effective `cards.soldRetentionDays` per dealership (a dealership layer may override the site's). */
  soldRetentionDays: ReadonlyMap<number, number>;
  defaultSoldRetentionDays: number;
};

/**
 * The options of the site's effective config: its stock filter, zero-price rules and sold retention (per
 * dealership where a dealership layer overrides it). Every list of cars and the vehicle page start here.
 */
export function stockRuleOptionsOf(
  config: Pick<SiteConfig, 'search' | 'cards'>,
  soldRetentionDays: ReadonlyMap<number, number> = new Map(),
): StockRuleOptions {
  const { search } = config;
  return {
    ...search.stockFilter,
    hideZeroPriceVehicles: search.hideZeroPriceVehicles,
    excludeZeroPriceOnPriceAsc: search.excludeZeroPriceOnPriceAsc,
    soldRetentionDays,
    defaultSoldRetentionDays: config.cards.soldRetentionDays,
  };
}

/** Rules resolved for one request: plain values both engines apply (the SQL engine as a WHERE clause). */
export type StockRules = {
  excludedItemTypes: ReadonlySet<string>;
  excludedStates: ReadonlySet<string>;
  hiddenStockNumbers: ReadonlySet<string>;
  /** Listed cars have price >= minPrice (1 when zero prices are hidden), else no bound (null). */
  minPrice: number | null;
  /** A sold car stays listed while its sold_at is after this instant (ms), per dealership. */
  soldCutoffMs: (dealershipId: number) => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** C-30/C-31: zero prices go when the site hides them, or only under price-ascending when it says so. */
export function resolveStockRules(options: StockRuleOptions, now: Date, sort: string): StockRules {
  const hideZero =
    options.hideZeroPriceVehicles || (options.excludeZeroPriceOnPriceAsc && sort === 'price:asc');
  return {
    excludedItemTypes: new Set(options.excludedItemTypes),
    excludedStates: new Set(options.excludedStates.map((state) => state.toLowerCase())),
    hiddenStockNumbers: new Set(options.hiddenStockNumbers),
    minPrice: hideZero ? 1 : null,
    soldCutoffMs: (dealershipId) =>
      now.getTime() -
      (options.soldRetentionDays.get(dealershipId) ?? options.defaultSoldRetentionDays) * DAY_MS,
  };
}

/** C-77: a sold car is listed while now − sold_at < retention; without a sold_at it is already gone. */
export function isWithinSoldRetention(car: RuleCar, rules: StockRules): boolean {
  if (!isSold(car)) return true;
  return car.soldAt !== null && car.soldAt.getTime() > rules.soldCutoffMs(car.dealershipId);
}

/** C-28/C-29: the part of the rules that depends on neither the clock nor the sort. */
export function passesStockFilter(car: RuleCar, rules: StockRules): boolean {
  if (rules.excludedItemTypes.has(car.itemType)) return false;
  if (car.state !== null && rules.excludedStates.has(car.state.toLowerCase())) return false;
  return !rules.hiddenStockNumbers.has(car.stocknum);
}

/** Whether a car appears in any search result of the site. */
export function isStockListed(car: RuleCar, rules: StockRules): boolean {
  if (!passesStockFilter(car, rules)) return false;
  if (rules.minPrice !== null && car.price < rules.minPrice) return false;
  return isWithinSoldRetention(car, rules);
}

/**
 * `search.filters`: 'make:Toyota AND car_type:new AND car_type:demo' → { make: ['Toyota'], car_type: ['new',
 * 'demo'] }. The same attribute repeated is an OR; unknown attributes are ignored (C-10).
 */
export function parseSiteFilters(filters: string): Partial<Record<ValueAttribute, string[]>> {
  const result: Partial<Record<ValueAttribute, string[]>> = {};
  for (const term of filters.split(' AND ')) {
    const colon = term.indexOf(':');
    if (colon <= 0) continue;
    const attribute = term.slice(0, colon).trim();
    const value = term.slice(colon + 1).trim();
    if (!isValueAttribute(attribute) || value === '') continue;
    (result[attribute] ??= []).push(value);
  }
  return result;
}
