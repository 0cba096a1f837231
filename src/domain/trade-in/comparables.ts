import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import { isInBand, type CaravanLengthBand } from './caravan-length';
import {
  VALUATION,
  adjustPrice,
  isComparable,
  percentile,
  type ComparableListing,
} from '@/domain/price-comparison/valuation';

/**
 * Which of the platform's listings value a trade-in, closest first (decision 072). A badge splits one
 * model into cars of very different prices (a Ranger XL and a Raptor), so the model's listings alone price every
 * variant at the model's middle.
 *
 * 1. 'variant': the same badge, year ±1, km band (the gauge's window), at least `VALUATION.minComparables`.
 * 2. 'model': the model in that window, each listing's price moved to the buyer's badge by the ratio of the two
 *    badges' median prices over the model's wider window (the badge adjustment, learned from the data).
 * 3. 'model-wide': the model over the wider window (year ±3, any km), with the same badge adjustment.
 * A listing without a badge is left out of a badge-adjusted set rather than averaged in, and a set whose prices fall into two modes (a gap of 30 % or more) is split:
 * its lower mode is used, since an offer must not pay one variant's price for another.
 */
export type ComparableLevel =
  'variant' | 'model' | 'model-wide' | 'caravan' | 'caravan-wide' | 'caravan-any-make';

export const COMPARABLE_LEVELS: readonly ComparableLevel[] = [
  'variant',
  'model',
  'model-wide',
  'caravan',
  'caravan-wide',
  'caravan-any-make',
];

/** A listing's year, km and price, with its badge, model and body length where the level reads them. */
export type TradeInListing = ComparableListing & {
  badge?: string | null;
  make?: string | null;
  model?: string | null;
  lengthMm?: number | null;
};

export type TradeInCar = { year: number; km: number; badge?: string | null };

export const TRADE_IN_COMPARABLES = {
  /** The wider window of levels 3 and of the badge adjustment: model years ±3, any odometer. */
  wideYearWindow: 3,
  /** Consecutive prices this far apart (×1.3) split a set into two modes. */
  modeGap: 1.3,
} as const;

export type ChosenComparables = {
  level: ComparableLevel;
  /** Prices adjusted to the buyer's car (year, km and, below level 1, badge), ascending. */
  prices: number[];
  /**
   * The same-variant listings' prices adjusted to the buyer's year and km (level-1 window): an offer is never
   * above the lowest of them after the margin. Empty when the buyer gave no badge or none is listed.
   */
  variantAsks: number[];
  /** Whether the prices were moved to the buyer's badge (it is given and listed, below level 1). */
  byBadge: boolean;
};

const badgeKey = (badge: string | null | undefined) => badge?.trim().toLowerCase() || null;

function inWideWindow(car: TradeInCar, listing: TradeInListing): boolean {
  return (
    Math.abs(listing.year - car.year) <= TRADE_IN_COMPARABLES.wideYearWindow &&
    listing.price > MIN_DISPLAYED_PRICE
  );
}

/** Each badge's median price over the wider window, adjusted to the buyer's year and km. */
function badgeMedians(car: TradeInCar, wide: readonly TradeInListing[]): Map<string, number> {
  const byBadge = new Map<string, number[]>();
  for (const listing of wide) {
    const key = badgeKey(listing.badge);
    if (key === null) continue;
    const prices = byBadge.get(key) ?? [];
    prices.push(adjustPrice(car, listing));
    byBadge.set(key, prices);
  }
  return new Map(
    [...byBadge].map(([key, prices]) => [
      key,
      percentile(
        prices.sort((a, b) => a - b),
        0.5,
      ),
    ]),
  );
}

/**
 * The listing's price as the buyer's badge: × (buyer badge median ÷ listing badge median). When the buyer's badge
 * is not given or not listed, every listing counts as it is (the lower mode then guards against a dearer variant);
 * a listing without a badge cannot be related to a listed one (null).
 */
function badgeAdjusted(
  car: TradeInCar,
  listing: TradeInListing,
  medians: ReadonlyMap<string, number>,
): number | null {
  const price = adjustPrice(car, listing);
  const target = medians.get(badgeKey(car.badge) ?? '');
  if (target === undefined) return price;
  const from = medians.get(badgeKey(listing.badge) ?? '');
  return from === undefined ? null : (price * target) / from;
}

const ascending = (values: number[]) => values.sort((a, b) => a - b);

/** Ascending prices up to the widest gap of `modeGap` or more (the lower mode); all of them without one. */
export function lowerMode(prices: readonly number[]): number[] {
  let cut = prices.length;
  let widest: number = TRADE_IN_COMPARABLES.modeGap;
  for (let i = 1; i < prices.length; i += 1) {
    const gap = prices[i]! / prices[i - 1]!;
    if (gap >= widest) [cut, widest] = [i, gap];
  }
  return prices.slice(0, cut);
}

/** The closest level with enough listings, or null with the most any level found. */
export function chooseComparables(
  car: TradeInCar,
  listings: readonly TradeInListing[],
): ChosenComparables | { level: null; count: number } {
  const own = badgeKey(car.badge);
  const near = listings.filter((listing) => isComparable(car, listing));
  const wide = listings.filter((listing) => inWideWindow(car, listing));
  const sameVariant = own === null ? [] : near.filter((listing) => badgeKey(listing.badge) === own);
  const variantAsks = ascending(sameVariant.map((listing) => adjustPrice(car, listing)));
  const medians = badgeMedians(car, wide);
  const related = (set: readonly TradeInListing[]) =>
    lowerMode(ascending(set.flatMap((listing) => badgeAdjusted(car, listing, medians) ?? [])));
  const levels: [ComparableLevel, number[]][] = [
    ['variant', lowerMode(variantAsks)],
    ['model', related(near)],
    ['model-wide', related(wide)],
  ];
  const listed = own !== null && medians.has(own);
  for (const [level, prices] of levels)
    if (prices.length >= VALUATION.minComparables)
      return { level, prices, variantAsks, byBadge: listed && level !== 'variant' };
  return { level: null, count: Math.max(...levels.map(([, prices]) => prices.length)) };
}

/** A listing's price as if it were the van's model year (caravans have no odometer to adjust for). */
function yearAdjusted(year: number, listing: TradeInListing): number {
  return listing.price * (1 + VALUATION.yearRate) ** (year - listing.year);
}

/**
 * A towed caravan's comparables (decision 074): its make's vans in its length band, year ±1 ('caravan'), then
 * year ±3 ('caravan-wide'), then every make's vans of that band and years ('caravan-any-make'); prices moved to
 * its year, split at a price gap like any set. Its own model's vans in the near window are the asks no figure
 * may exceed. `listings` are the band's caravans of every make.
 */
export function chooseCaravanComparables(
  van: { make: string; year: number; model: string; length: CaravanLengthBand },
  listings: readonly TradeInListing[],
): ChosenComparables | { level: null; count: number } {
  const anyMake = listings.filter(
    (listing) =>
      listing.price > MIN_DISPLAYED_PRICE &&
      isInBand(van.length, listing.lengthMm ?? null) &&
      Math.abs(listing.year - van.year) <= TRADE_IN_COMPARABLES.wideYearWindow,
  );
  const make = van.make.trim().toLowerCase();
  const banded = anyMake.filter((listing) => listing.make?.trim().toLowerCase() === make);
  const within = (years: number) => banded.filter((listing) => Math.abs(listing.year - van.year) <= years);
  const prices = (set: readonly TradeInListing[]) =>
    lowerMode(ascending(set.map((listing) => yearAdjusted(van.year, listing))));
  const near = within(VALUATION.yearWindow);
  const model = van.model.trim().toLowerCase();
  const sameModel = near.filter((listing) => listing.model?.trim().toLowerCase() === model);
  const variantAsks = ascending(sameModel.map((listing) => yearAdjusted(van.year, listing)));
  const levels: [ComparableLevel, number[]][] = [
    ['caravan', prices(near)],
    ['caravan-wide', prices(within(TRADE_IN_COMPARABLES.wideYearWindow))],
    ['caravan-any-make', prices(anyMake)],
  ];
  for (const [level, found] of levels)
    if (found.length >= VALUATION.minComparables)
      return { level, prices: found, variantAsks, byBadge: false };
  return { level: null, count: Math.max(...levels.map(([, found]) => found.length)) };
}
