import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { batchesOf } from '../batches';
import type { Database } from '../client';
import * as schema from '../schema';
import { DEMO_OPERATOR_EMAIL } from './generate-platform';
import type { DemoTableName, StaticTables } from './types';

export const MAX_ROWS_PER_STATEMENT = 500;

/** The drizzle table behind each key of the generated data, in foreign-key order. */
export const TABLES: Record<DemoTableName, PgTable> = {
  manufacturers: schema.manufacturers,
  dealerGroups: schema.dealerGroups,
  sites: schema.sites,
  siteDomains: schema.siteDomains,
  dealerships: schema.dealerships,
  locations: schema.locations,
  locationDistribution: schema.locationDistribution,
  openingHours: schema.openingHours,
  holidayHours: schema.holidayHours,
  models: schema.models,
  brands: schema.brands,
  vehicles: schema.vehicles,
  vehicleImages: schema.vehicleImages,
  spinFrames: schema.spinFrames,
  spinHotspots: schema.spinHotspots,
  vehicleVariantSpecs: schema.vehicleVariantSpecs,
  vehicleFinanceLenders: schema.vehicleFinanceLenders,
  vehicleViewCounts: schema.vehicleViewCounts,
  offers: schema.offers,
  promotions: schema.promotions,
  reviews: schema.reviews,
  slides: schema.slides,
  pages: schema.pages,
  staffMembers: schema.staffMembers,
};

/** Multi-row inserts of at most MAX_ROWS_PER_STATEMENT rows (and well under PostgreSQL's 65,535 parameters). */
export async function insertRows(db: Database, table: PgTable, rows: readonly object[]): Promise<number> {
  for (const batch of batchesOf(rows, MAX_ROWS_PER_STATEMENT))
    await db.insert(table).values(batch as never[]);
  return rows.length;
}

/**
 * Manufacturers and dealer groups are platform rows shared with other sites: insert the missing ones by
 * slug, refresh demo group overrides, and return generated id → database id for rewriting references.
 */
export async function upsertPlatformRows(
  db: Database,
  tables: Pick<StaticTables, 'manufacturers' | 'dealerGroups'>,
) {
  const makers = tables.manufacturers.map(({ id: _id, ...row }) => row);
  for (const batch of batchesOf(makers, MAX_ROWS_PER_STATEMENT)) {
    await db
      .insert(schema.manufacturers)
      .values(batch)
      .onConflictDoNothing({ target: schema.manufacturers.slug });
  }
  for (const { id: _id, ...group } of tables.dealerGroups) {
    await db
      .insert(schema.dealerGroups)
      .values(group)
      .onConflictDoUpdate({
        target: schema.dealerGroups.slug,
        set: { name: group.name, configOverrides: group.configOverrides, updatedAt: group.updatedAt },
      });
  }
  const makerRows = await db
    .select({ id: schema.manufacturers.id, slug: schema.manufacturers.slug })
    .from(schema.manufacturers)
    .where(
      inArray(
        schema.manufacturers.slug,
        makers.map((m) => m.slug),
      ),
    );
  const groupSlugs = tables.dealerGroups.map((g) => g.slug);
  const groupRows =
    groupSlugs.length === 0
      ? []
      : await db
          .select({ id: schema.dealerGroups.id, slug: schema.dealerGroups.slug })
          .from(schema.dealerGroups)
          .where(inArray(schema.dealerGroups.slug, groupSlugs));
  // The demo's platform operator, who can try the console's new-site page (docs/onboarding.md).
  await db
    .insert(schema.platformOperators)
    .values({ email: DEMO_OPERATOR_EMAIL, addedBy: 'demo seed' })
    .onConflictDoNothing();
  return {
    manufacturerIds: idMap(tables.manufacturers, makerRows),
    groupIds: idMap(tables.dealerGroups, groupRows),
  };
}

function idMap(
  generated: readonly { id?: number; slug: string }[],
  stored: readonly { id: number; slug: string }[],
): Map<number, number> {
  const bySlug = new Map(stored.map((row) => [row.slug, row.id]));
  return new Map(generated.map((row) => [row.id!, bySlug.get(row.slug)!]));
}

/** Rewrites provisional manufacturer and group ids in the static tables to the database's ids. */
export function remapPlatformIds(
  tables: StaticTables,
  ids: { manufacturerIds: Map<number, number>; groupIds: Map<number, number> },
): StaticTables {
  const maker = (id: number | null | undefined) => (id == null ? id : (ids.manufacturerIds.get(id) ?? id));
  return {
    ...tables,
    sites: tables.sites.map((row) => ({
      ...row,
      manufacturerId: maker(row.manufacturerId),
      groupId: row.groupId == null ? row.groupId : (ids.groupIds.get(row.groupId) ?? row.groupId),
    })),
    dealerships: tables.dealerships.map((row) => ({ ...row, manufacturerId: maker(row.manufacturerId) })),
    models: tables.models.map((row) => ({ ...row, manufacturerId: maker(row.manufacturerId)! })),
    brands: tables.brands.map((row) => ({ ...row, manufacturerId: maker(row.manufacturerId) })),
    offers: tables.offers.map((row) => ({ ...row, manufacturerId: maker(row.manufacturerId) })),
  };
}

/**
 * Foreign-key checks run a plan cached on first use. If that happens while `vehicles` is still tiny, the
 * plan is a sequential scan and every image row then scans the whole table (quadratic: 4× slower at
 * 2,000 cars). Re-analysing each time the table has doubled makes PostgreSQL re-plan those checks.
 */
export function createVehicleAnalyzer(db: Database) {
  let inserted = 0;
  let nextAnalyze = 256;
  return async (added: number) => {
    inserted += added;
    if (inserted < nextAnalyze) return;
    nextAnalyze = inserted * 2;
    await db.execute(sql`analyze ${schema.vehicles}`);
  };
}

/** Child rows of vehicles are deleted per site in bulk first: cascading them row by row is far slower. */
export const VEHICLE_CHILD_TABLES = [
  schema.vehicleImages,
  schema.spinFrames,
  schema.spinHotspots,
  schema.vehicleVariantSpecs,
  schema.vehicleFinanceLenders,
  schema.vehicleViewCounts,
  schema.watchlistEntries,
  schema.accountSavedCars,
] as const;

/** Row counts of every table the demo data fills, for reports. */
export async function countRows(db: Database): Promise<Record<DemoTableName, number>> {
  const counts = {} as Record<DemoTableName, number>;
  for (const [name, table] of Object.entries(TABLES) as [DemoTableName, PgTable][]) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.count ?? 0;
  }
  return counts;
}
