import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FinanceQuote } from '@/domain/finance/finance-quote';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import { bumpStockVersion } from '@/server/stock/stock-version';

/**
 * F-41: stores youX's answer as the car's youxQuote, in the same transaction as a stock_version bump so the
 * search index (weekly price filter, card finance line) picks it up. Only one of this site's own cars can be
 * written; false when the id is not one of them (nothing is written then).
 */
export async function storeYouxQuote(
  db: Database,
  siteId: number,
  carId: number,
  quote: FinanceQuote,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(vehicles)
      .set({
        youxWeeklyRepayment: quote.weeklyRepaymentAmount,
        youxComparisonRate: quote.comparisonRate,
        youxAdvertisedRate: quote.advertisedRate,
      })
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, carId)))
      .returning({ id: vehicles.id });
    if (updated.length === 0) return false;
    await bumpStockVersion(tx, siteId);
    return true;
  });
}
