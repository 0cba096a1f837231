import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { sites, vehicles } from '../schema';
import { syncIdentitySequences } from '../sequences';
import { DEMO_SITE_SLUGS, DEMO_SITES } from './demo-sites';
import { generateDemoData } from './generate';
import {
  createVehicleAnalyzer,
  insertRows,
  remapPlatformIds,
  TABLES,
  upsertPlatformRows,
  VEHICLE_CHILD_TABLES,
} from './load-helpers';
import type { DemoData, DemoTableName, GenerateOptions, StaticTables, StockTables } from './types';

export type LoadOptions = {
  /** Delete these sites' existing rows first (cascade), in the same transaction. */
  replaceExisting?: boolean;
  vehiclesPerBatch?: number;
};
export type LoadResult = { counts: Record<DemoTableName, number>; ms: number };

const BEFORE_STOCK: (keyof StaticTables)[] = [
  'sites',
  'siteDomains',
  'dealerships',
  'locations',
  'locationDistribution',
  'openingHours',
  'holidayHours',
  'models',
  'brands',
];
const AFTER_STOCK: (keyof StaticTables)[] = [
  'offers',
  'promotions',
  'reviews',
  'slides',
  'pages',
  'staffMembers',
];
const STOCK: (keyof StockTables)[] = [
  'vehicles',
  'vehicleImages',
  'spinFrames',
  'spinHotspots',
  'vehicleVariantSpecs',
  'vehicleFinanceLenders',
  'vehicleViewCounts',
];

/** Demo sites use fixed ids; refuse clearly if another site already holds one. */
async function assertSiteIdsFree(db: Database, data: DemoData): Promise<void> {
  const ids = data.tables.sites.map((site) => site.id!);
  const taken = await db.select({ id: sites.id, slug: sites.slug }).from(sites).where(inArray(sites.id, ids));
  const clash = taken.find((row) => !data.siteSlugs.includes(row.slug));
  if (clash)
    throw new Error(
      `Site id ${clash.id} is used by site '${clash.slug}'; the demo sites need ids ${ids.join(', ')}`,
    );
}

/** Deletes the sites (everything cascades) and returns their stock versions, so reloads bump them. */
async function deleteSites(db: Database, slugs: readonly string[]): Promise<Map<string, number>> {
  const existing = await db
    .select({ id: sites.id, slug: sites.slug, stockVersion: sites.stockVersion })
    .from(sites)
    .where(inArray(sites.slug, [...slugs]));
  if (existing.length === 0) return new Map();
  const ids = existing.map((row) => row.id);
  for (const table of VEHICLE_CHILD_TABLES) await db.delete(table).where(inArray(table.siteId, ids));
  await db.delete(vehicles).where(inArray(vehicles.siteId, ids));
  await db.delete(sites).where(inArray(sites.id, ids));
  return new Map(existing.map((row) => [row.slug, row.stockVersion]));
}

/**
 * Inserts generated demo data in one transaction, in foreign-key order, with multi-row inserts; stock is
 * streamed batch by batch. Identity sequences are moved past the explicit ids afterwards.
 */
export async function loadDemoData(
  db: Database,
  data: DemoData,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const started = performance.now();
  const counts = Object.fromEntries(Object.keys(TABLES).map((name) => [name, 0])) as Record<
    DemoTableName,
    number
  >;
  await db.transaction(async (tx) => {
    const conn = tx as unknown as Database;
    const versions = options.replaceExisting
      ? await deleteSites(conn, data.siteSlugs)
      : new Map<string, number>();
    await assertSiteIdsFree(conn, data);
    await syncIdentitySequences(conn);
    const platformIds = await upsertPlatformRows(conn, data.tables);
    const tables = remapPlatformIds(data.tables, platformIds);
    tables.sites = tables.sites.map((site) => ({
      ...site,
      stockVersion: (versions.get(site.slug) ?? 0) + 1,
    }));
    counts.manufacturers = tables.manufacturers.length;
    counts.dealerGroups = tables.dealerGroups.length;
    for (const name of BEFORE_STOCK) counts[name] += await insertRows(conn, TABLES[name], tables[name]);
    const analyzeVehicles = createVehicleAnalyzer(conn);
    for (const site of data.stock) {
      for (const batch of site.batches(options.vehiclesPerBatch)) {
        counts.vehicles += await insertRows(conn, TABLES.vehicles, batch.vehicles);
        await analyzeVehicles(batch.vehicles.length);
        for (const name of STOCK.slice(1)) counts[name] += await insertRows(conn, TABLES[name], batch[name]);
      }
    }
    for (const name of AFTER_STOCK) counts[name] += await insertRows(conn, TABLES[name], tables[name]);
    await syncIdentitySequences(conn);
  });
  return { counts, ms: Math.round(performance.now() - started) };
}

export type SeedOptions = Omit<GenerateOptions, 'sites'> & {
  /** Delete and reload the demo sites even if they exist. */
  reset?: boolean;
  /** Limit to these demo sites (default: all). */
  sites?: readonly string[];
};
export type SeedResult = {
  status: 'skipped' | 'loaded';
  sites: string[];
  counts: Partial<Record<DemoTableName, number>>;
  ms: number;
};

/**
 * Idempotent: loads the demo sites that are missing and leaves existing ones alone, unless `reset`, which
 * deletes and reloads them. A vehicles override for a site implies reloading that site.
 */
export async function seedDemoSites(db: Database, options: SeedOptions): Promise<SeedResult> {
  const wanted = [...(options.sites ?? DEMO_SITE_SLUGS)];
  const reset = options.reset === true || options.vehiclesOverride !== undefined;
  const present = (await db.select({ slug: sites.slug }).from(sites).where(inArray(sites.slug, wanted))).map(
    (row) => row.slug,
  );
  const toLoad = reset ? wanted : wanted.filter((slug) => !present.includes(slug));
  if (toLoad.length === 0) return { status: 'skipped', sites: [], counts: {}, ms: 0 };
  const ordered = DEMO_SITES.map((site) => site.slug).filter((slug) => toLoad.includes(slug));
  const data = generateDemoData({
    seed: options.seed,
    now: options.now,
    vehiclesOverride: options.vehiclesOverride,
    sites: ordered,
  });
  const result = await loadDemoData(db, data, { replaceExisting: reset });
  return { status: 'loaded', sites: ordered, counts: result.counts, ms: result.ms };
}
