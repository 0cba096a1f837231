import 'server-only';
import { and, eq } from 'drizzle-orm';
import { weeklyFinanceOf } from '@/domain/vehicle/weekly-finance';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { loadVehiclePage, type VehiclePageSite } from '@/server/vehicle-page/load-vehicle-page';
import { listCarLenders } from '@/server/finance-lenders/car-lenders';

/** D-61: the car's weekly estimate by the cards' rules, from its lender records; null when it shows none. */
export async function weeklyFinanceLine(
  db: Database,
  siteId: number,
  data: Pick<VehiclePageData, 'car' | 'config'>,
  now: Date,
): Promise<string | null> {
  return weeklyFinanceOf(data, await listCarLenders(db, siteId, data.car.id), now);
}

/**
 * B-24: whether this site's car `carId` shows its finance summary (F-31..F-39), judged on its own page's data;
 * false for a car the site does not list.
 */
export async function carShowsFinanceSummary(
  db: Database,
  site: VehiclePageSite,
  carId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, site.id), eq(vehicles.id, carId)));
  const data = row ? await loadVehiclePage(db, site, row.slug, now) : null;
  return data !== null && (await weeklyFinanceLine(db, site.id, data, now)) !== null;
}
