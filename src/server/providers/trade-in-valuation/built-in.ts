import 'server-only';
import { TRADE_IN, estimateTradeIn, onlineEstimateRefusal } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { loadComparableListings } from '@/server/providers/valuation';
import type { TradeInValuationProvider } from './provider';

/**
 * The built-in provider: the comparables the price gauge uses (every site's stock, aggregates only), valued by
 * the pure rules in domain/trade-in. A car H-42 refuses is answered without reading any stock.
 */
export function createBuiltInTradeInValuationProvider(db: Database): TradeInValuationProvider {
  return {
    name: 'built-in',
    async estimate({ car, answers, dealerMarginPercent, today }) {
      const options = { answers, dealerMarginPercent, today };
      if (onlineEstimateRefusal(car, today)) return estimateTradeIn(car, [], options);
      const comparables = await loadComparableListings(db, car, null, TRADE_IN.comparableCarTypes);
      return estimateTradeIn(car, comparables, options);
    },
  };
}
