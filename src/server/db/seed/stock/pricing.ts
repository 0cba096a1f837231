import type { SiteStock } from '../demo-sites';
import type { Rng } from '../prng';
import { PRICE_TYPES, TEXT } from '../reference';
import { addDays } from '../time';
import type { VehicleChoice } from './choose';
import type { Scenario } from './scenarios';

/** Dealer pricing ends in 990 ($34,990); cheap cars in 490/990, and nothing is listed under $2,990. */
function dealerRound(value: number): number {
  if (value < 10_000) return Math.max(2_990, Math.round(value / 500) * 500 - 10);
  return Math.round(value / 1000) * 1000 - 10;
}

/** Odometer: delivery kilometres on new cars, demo use, roughly 15,000 km a year on used ones. */
export function chooseKm(
  choice: VehicleChoice,
  nowYear: number,
  scenario: Scenario | undefined,
  rng: Rng,
): number {
  if (scenario?.km !== undefined) return scenario.km;
  if (choice.make.itemType === 'caravan' && choice.body !== 'motorhome') return 0;
  if (choice.carType === 'new') return rng.int(3, 25);
  if (choice.carType === 'demo') return rng.int(500, 12_000);
  const yearly = choice.make.itemType === 'motorcycle' ? rng.int(2_000, 7_000) : rng.int(8_000, 22_000);
  return Math.min(250_000, Math.max(1_500, Math.max(1, nowYear - choice.year) * yearly + rng.int(0, 9_000)));
}

export type Pricing = {
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  priceType: string;
  preorder: boolean;
};

export function choosePricing(
  choice: VehicleChoice,
  km: number,
  nowYear: number,
  stock: SiteStock,
  status: string,
  scenario: Scenario | undefined,
  rng: Rng,
): Pricing {
  const [low, high] = choice.model.price;
  const trim = choice.model.badges.length > 1 ? choice.badgeIndex / (choice.model.badges.length - 1) : 0.5;
  const list = (low + (high - low) * trim) * rng.float(0.97, 1.03);
  const age = Math.max(0, nowYear - choice.year);
  const keepsValue = choice.make.itemType === 'caravan' ? 0.92 : 0.86;
  const used =
    list * keepsValue ** Math.max(1, age) * (1 - Math.min(km / 500_000, 0.4)) * rng.float(0.92, 1.08);
  const value =
    choice.carType === 'new' ? list : choice.carType === 'demo' ? list * rng.float(0.86, 0.94) : used;
  const preorder = status === 'coming_soon' && choice.carType === 'new' && rng.chance(0.5);
  const isZero = scenario?.zeroPrice ?? (rng.chance(stock.zeroPriceShare) || (preorder && rng.chance(0.3)));
  const price = isZero ? 0 : dealerRound(value);
  const hasWasPrice = price > 0 && (scenario?.wasPrice ?? rng.chance(0.08));
  const hasSubscription = price > 0 && (scenario?.subscription ?? rng.chance(0.03));
  return {
    price,
    beforePrice: hasWasPrice ? price + rng.int(1, 6) * 500 : null,
    subscriptionPrice: hasSubscription ? Math.max(99, Math.round(price / 160 / 10) * 10 - 1) : null,
    priceType: rng.weighted(PRICE_TYPES[choice.carType]),
    preorder,
  };
}

export type StatusAndDates = {
  status: 'in_stock' | 'coming_soon' | 'sold';
  soldAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  reserved: boolean;
  tag: string | null;
};

/** Status, tag and timestamps: some sold within the 3-day window and some before it, some new this week. */
export function chooseStatus(now: Date, scenario: Scenario | undefined, rng: Rng): StatusAndDates {
  const status =
    scenario?.status ??
    rng.weighted<StatusAndDates['status']>([
      ['in_stock', 86],
      ['coming_soon', 5],
      ['sold', 9],
    ]);
  const soldRange = scenario?.soldDaysAgo ?? (rng.chance(0.4) ? [0.1, 2.9] : [3.2, 30]);
  const soldDaysAgo = status === 'sold' ? rng.float(soldRange[0], soldRange[1]) : 0;
  const createdRange = scenario?.createdDaysAgo ?? (rng.chance(0.12) ? [0, 7.9] : [8, 150]);
  const createdDaysAgo = Math.max(
    rng.float(createdRange[0], createdRange[1]),
    status === 'sold' ? soldDaysAgo + rng.float(2, 40) : 0,
  );
  const createdAt = addDays(now, -createdDaysAgo);
  const soldAt = status === 'sold' ? addDays(now, -soldDaysAgo) : null;
  const randomTag = rng.chance(0.12) ? rng.weighted(TEXT.tags) : null;
  return {
    status,
    soldAt,
    createdAt,
    updatedAt: soldAt ?? addDays(createdAt, rng.float(0, createdDaysAgo)),
    reserved: scenario?.reserved ?? (status === 'in_stock' && rng.chance(0.03)),
    tag: scenario?.tag ?? (status === 'sold' && rng.chance(0.5) ? 'SOLD' : randomTag),
  };
}
