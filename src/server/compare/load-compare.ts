import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { compareCarOf } from '@/domain/compare/compare-car';
import type { CompareQuery } from '@/domain/compare/compare-query';
import type { CompareCar } from '@/domain/compare/compare-table';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import { weeklyFinanceLine } from '@/server/finance/weekly-finance-line';
import { loadVehiclePage, type VehiclePageSite } from '@/server/vehicle-page/load-vehicle-page';

/**
 * `missing`: asked-for cars the site does not list (never had, another site's, or gone past sold retention);
 * `missingIds`: those of them asked for by id (the browser's stored list, which can then forget them).
 */
export type LoadedCompare = { cars: CompareCar[]; missing: number; missingIds: number[] };

/** The slugs of this site's cars with these ids, in the ids' order; another site's id has none. */
async function slugsOf(db: Database, siteId: number, ids: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ id: vehicles.id, slug: vehicles.slug })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), inArray(vehicles.id, [...ids])));
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map((row) => row.slug));
}

async function compareCar(db: Database, site: VehiclePageSite, slug: string, now: Date) {
  const data = await loadVehiclePage(db, site, slug, now);
  if (!data) return null;
  const showsFinance = data.config.cards.showFinanceLine;
  const financeLine = showsFinance ? await weeklyFinanceLine(db, site.id, data, now) : null;
  return compareCarOf(data, financeLine, now);
}

/**
 * The compare page's cars (I-15, decision 049), in the order asked: each by its own page's rules, so a car
 * the site does not show on its page is not shown here either. Every query is this site's.
 */
export async function loadCompareCars(
  db: Database,
  site: VehiclePageSite,
  query: CompareQuery,
  now: Date,
): Promise<LoadedCompare> {
  if (query.kind === 'none') return { cars: [], missing: 0, missingIds: [] };
  const slugs = query.kind === 'slugs' ? query.slugs : await slugsOf(db, site.id, query.ids);
  const found = await Promise.all(slugs.map((slug) => compareCar(db, site, slug, now)));
  const cars = found.filter((car) => car !== null);
  if (query.kind === 'slugs') return { cars, missing: query.slugs.length - cars.length, missingIds: [] };
  const missingIds = query.ids.filter((id) => !cars.some((car) => car.id === id));
  return { cars, missing: missingIds.length, missingIds };
}
