import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { YouxQuoteFields } from '@/domain/finance/finance-summary';
import type { Database } from '@/server/db/client';
import { dealerships, vehicles } from '@/server/db/schema';
import { vehicleDealershipOn } from '@/server/db/vehicle-joins';

/** What a finance quote needs about one car: the F-40 fields, its stored youX quote and its config's keys. */
export type QuoteCar = YouxQuoteFields & {
  id: number;
  make: string;
  itemType: string;
  price: number;
  year: number;
  vin: string | null;
  nvic: string | null;
  dealershipSlug: string;
  dealershipOverrides: Record<string, unknown>;
};

/** One car of this site; null for an unknown id or another site's car. */
export async function findQuoteCar(db: Database, siteId: number, carId: number): Promise<QuoteCar | null> {
  const [row] = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      itemType: vehicles.itemType,
      price: vehicles.price,
      year: vehicles.year,
      vin: vehicles.vin,
      nvic: vehicles.nvic,
      youxWeeklyRepayment: vehicles.youxWeeklyRepayment,
      youxComparisonRate: vehicles.youxComparisonRate,
      youxAdvertisedRate: vehicles.youxAdvertisedRate,
      dealershipSlug: dealerships.slug,
      dealershipOverrides: dealerships.configOverrides,
    })
    .from(vehicles)
    .innerJoin(dealerships, vehicleDealershipOn(siteId))
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, carId)));
  return row ?? null;
}
