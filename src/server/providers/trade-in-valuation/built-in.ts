import 'server-only';
import { and, between } from 'drizzle-orm';
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
import { listedModelConditions } from '@/server/providers/valuation/built-in';
import type { TradeInValuationProvider } from './provider';

/**
 * Every used and demo listing of the car's make and model on the platform within the wider year window
 * (decision 072): year, km, price and badge only, so only aggregates of them leave the provider.
 */
async function loadTradeInListings(db: Database, car: TradeInSubject): Promise<TradeInListing[]> {
  const window = TRADE_IN_COMPARABLES.wideYearWindow;
  return db
    .select({ year: vehicles.year, km: vehicles.km, price: vehicles.price, badge: vehicles.badge })
    .from(vehicles)
    .where(
      and(
        ...listedModelConditions(car, TRADE_IN.comparableCarTypes),
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
