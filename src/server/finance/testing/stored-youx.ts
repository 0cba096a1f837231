import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';

/** The youX figures stored on a car (decision 029): weekly repayment, comparison and advertised rates. */
export async function storedYouxFigures(db: Database, carId: number) {
  const [row] = await db
    .select({
      weekly: vehicles.youxWeeklyRepayment,
      comparison: vehicles.youxComparisonRate,
      advertised: vehicles.youxAdvertisedRate,
    })
    .from(vehicles)
    .where(eq(vehicles.id, carId));
  return row;
}
