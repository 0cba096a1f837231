/**
 * Prints (JSON) a buyer's car the trade-in browser test can value, with the estimate the platform must give it,
 * from the seed generator's own output (generation is pure and the e2e server seeds with the default seed; see
 * vehicle-sidebar-cars.ts). Comparables come from every demo site, as the built-in provider's do. Run with tsx.
 */
import {
  BEST_CONDITION,
  TRADE_IN,
  estimateTradeIn,
  isOnlineEstimateEligible,
  type TradeInEstimate,
} from '../src/domain/trade-in';
import type { ComparableListing } from '../src/domain/price-comparison/valuation';
import { DEMO_SITE_SLUGS } from '../src/server/db/seed/demo-sites';
import { generateDemoData } from '../src/server/db/seed/generate';

type Listing = ComparableListing & { make: string; model: string; carType: string };
export type TradeInTestCar = { car: Listing; estimate: Extract<TradeInEstimate, { kind: 'estimate' }> };

const key = (car: Listing) => `${car.make.trim().toLowerCase()}|${car.model.trim().toLowerCase()}`;

/** Every demo site's advertised cars that count as comparables: in stock or coming soon, not sold. */
function listings(now: Date): Listing[] {
  const data = generateDemoData({ now, sites: [...DEMO_SITE_SLUGS] });
  const found: Listing[] = [];
  for (const stream of data.stock)
    for (const batch of stream.batches())
      for (const vehicle of batch.vehicles) {
        const inStock = ['in_stock', 'coming_soon'].includes(vehicle.status ?? 'in_stock') && !vehicle.sold;
        const comparable = TRADE_IN.comparableCarTypes.includes(vehicle.carType ?? '');
        if (!inStock || !comparable || vehicle.year == null || vehicle.km == null) continue;
        const { make, model, year, km } = vehicle;
        found.push({ make, model, year, km, carType: vehicle.carType ?? '', price: vehicle.price ?? 0 });
      }
  return found;
}

const now = new Date();
const all = listings(now);
const byModel = new Map<string, Listing[]>();
for (const car of all) byModel.set(key(car), [...(byModel.get(key(car)) ?? []), car]);
const options = {
  answers: BEST_CONDITION,
  dealerMarginPercent: TRADE_IN.defaultDealerMarginPercent,
  today: now,
};
// A used car like the one with the most comparables (used and demo cars): the buyer's car gets a figure.
let picked: TradeInTestCar | null = null;
for (const car of all) {
  if (car.carType !== 'used' || !isOnlineEstimateEligible(car, now)) continue;
  const estimate = estimateTradeIn(car, byModel.get(key(car)) ?? [], options);
  if (estimate.kind === 'estimate' && (!picked || estimate.comparables > picked.estimate.comparables))
    picked = { car, estimate };
}
if (!picked) throw new Error('no demo car has enough comparables for a trade-in estimate');
process.stdout.write(JSON.stringify(picked));
