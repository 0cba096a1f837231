import 'server-only';
import { and, between, eq } from 'drizzle-orm';
import {
  TRADE_IN,
  TRADE_IN_COMPARABLES,
  estimateTradeIn,
  onlineEstimateRefusal,
  type TradeInListing,
  type TradeInSubject,
} from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import { listedConditions, listedModelConditions } from '@/server/providers/valuation/built-in';
import type { TradeInValuationProvider } from './provider';

/**
 * Every used and demo listing on the platform that can value the car, within the wider year window (decision
 * 072): its make and model's; for a towed caravan (decision 074), every caravan (its make's come first in the
 * domain's levels). Year, km, price, make, badge, model and length only; only aggregates leave the provider.
 */
async function loadTradeInListings(db: Database, car: TradeInSubject): Promise<TradeInListing[]> {
  const window = TRADE_IN_COMPARABLES.wideYearWindow;
  const caravan = Boolean(car.length);
  return db
    .select({
      year: vehicles.year,
      km: vehicles.km,
      price: vehicles.price,
      badge: vehicles.badge,
      make: vehicles.make,
      model: vehicles.model,
      lengthMm: vehicles.bodyLength,
    })
    .from(vehicles)
    .where(
      and(
        ...(caravan
          ? listedConditions(TRADE_IN.comparableCarTypes, eq(vehicles.itemType, 'caravan'))
          : listedModelConditions(car, TRADE_IN.comparableCarTypes)),
        between(vehicles.year, car.year - window, car.year + window),
      ),
    );
}

/**
 * The built-in provider: the platform's used and demo listings of the car's model (every site's stock,
 * aggregates only), valued by the pure rules in domain/trade-in. A car H-42 refuses is answered without reading
 * any stock.
 */
export function createBuiltInTradeInValuationProvider(db: Database): TradeInValuationProvider {
  return {
    name: 'built-in',
    async estimate({ car, answers, dealerMarginPercent, today }) {
      const options = { answers, dealerMarginPercent, today };
      if (onlineEstimateRefusal(car, today)) return estimateTradeIn(car, [], options);
      return estimateTradeIn(car, await loadTradeInListings(db, car), options);
    },
  };
}
