import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportField } from '@/domain/stock-import/columns';
import type { ImportedVehicle } from '@/domain/stock-import/vehicle-fields';
import { batchesOf } from '@/server/db/batches';
import type { Database } from '@/server/db/client';
import { locations, sites, vehicles } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { bumpStockVersion } from '@/server/stock/stock-version';
import { columnsWritten, listingColumns, listingSlug, type ListingColumns, type Yard } from './listing-row';

/** What a read feed hands the write: its accepted rows, every stock number it names, and its fields. */
export type ReadFeed = {
  accepted: readonly { row: number; vehicle: ImportedVehicle }[];
  /** Lower-case stock numbers of every row, refused ones included (see FeedRead.named). */
  named: ReadonlySet<string>;
  fields: readonly ImportField[];
};

export type ApplyOptions = {
  /** A full feed lists the whole yard: the site's cars it does not name are marked sold. */
  full: boolean;
  now: Date;
  /** Called after each batch is written (inside the transaction): progress output, and the interrupted-import test. */
  onBatch?: (written: number, total: number) => void | Promise<void>;
};

/** A row placed at the site's default yard because its location names none of the site's yards. */
export type ImportNote = { row: number; field: 'location'; value: string; reason: string };

export type AppliedImport =
  | {
      ok: true;
      added: number;
      updated: number;
      unchanged: number;
      markedSold: number;
      /** The site's stock version after the import (unchanged when nothing changed). */
      stockVersion: number;
      notes: ImportNote[];
    }
  | { ok: false; error: string };

/** Rows per statement: progress a few times a second, and a JSON text of a few megabytes at most. */
const BATCH_ROWS = 2_000;

type SiteYards = { byName: Map<string, Yard & { name: string }>; fallback: (Yard & { name: string }) | null };

async function siteYards(db: Database, siteId: number): Promise<SiteYards> {
  const rows = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      name: locations.name,
      slug: locations.slug,
      type: locations.locationType,
    })
    .from(locations)
    .where(eq(locations.siteId, siteId))
    .orderBy(desc(locations.isPrimary), asc(locations.id));
  const byName = new Map<string, Yard & { name: string }>();
  for (const row of rows) {
    byName.set(row.name.toLowerCase(), row);
    byName.set(row.slug.toLowerCase(), row);
  }
  // J-2: an empty location type is a sales yard.
  const fallback = rows.find((row) => row.type === 'sales' || row.type === '') ?? null;
  return { byName, fallback };
}

/** The yard of each accepted row: the one its location names, else the site's first sales yard (noted). */
function placeRows(feed: ReadFeed, yards: SiteYards & { fallback: Yard & { name: string } }) {
  const notes: ImportNote[] = [];
  const placed = feed.accepted.map(({ row, vehicle }) => {
    const named = vehicle.location === null ? undefined : yards.byName.get(vehicle.location.toLowerCase());
    if (vehicle.location !== null && named === undefined)
      notes.push({
        row,
        field: 'location',
        value: vehicle.location,
        reason: `No yard is called '${vehicle.location}': listed at ${yards.fallback.name}`,
      });
    return { vehicle, yard: named ?? yards.fallback };
  });
  return { placed, notes };
}

type Insert = typeof vehicles.$inferInsert;
type InsertColumn = keyof ListingColumns | 'siteId' | 'slug' | 'soldAt';

const name = (column: InsertColumn) => vehicles[column].name;
const quoted = (column: InsertColumn) => `"${name(column)}"`;

/**
 * The upsert of one batch, its rows passed as one JSON text and read back by `jsonb_to_recordset`: one
 * parameter instead of 30 a row, which both drivers send and PostgreSQL plans far faster than 15,000 bound
 * values (decision 059). New stock numbers are inserted; a known one is updated only in the columns the feed
 * has, and only when one of them differs, so the same file imported twice writes nothing.
 */
async function upsertBatch(tx: Tx, rows: Insert[], columns: (keyof ListingColumns)[], now: Date) {
  const inserted = Object.keys(rows[0]!) as InsertColumn[];
  // Empty columns are left out of the text (the record reads them as null): less to send and to parse.
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const column of inserted) if (row[column] != null) record[name(column)] = row[column];
    return record;
  });
  const recordType = inserted
    .map((column) => `${quoted(column)} ${vehicles[column].getSQLType()}`)
    .join(', ');
  const list = (names: string[]) => sql.raw(names.join(', '));
  const updates = columns.map((column) => `${quoted(column)} = excluded.${quoted(column)}`);
  const current = list(columns.map((column) => `vehicles.${quoted(column)}`));
  const incoming = list(columns.map((column) => `excluded.${quoted(column)}`));
  const result = (await tx.execute(sql`
    insert into ${vehicles} (${list(inserted.map(quoted))})
    select ${list(inserted.map(quoted))} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.raw(recordType)})
    on conflict (site_id, stocknum) do update set ${list(updates)},
      -- A car sold in an earlier import keeps the day it was sold; one back in stock is no longer sold.
      sold_at = case when excluded.sold then coalesce(vehicles.sold_at, excluded.sold_at) end,
      updated_at = ${now.toISOString()}::timestamptz
    where row(${current}) is distinct from row(${incoming})
    returning (xmax = 0) as inserted`)) as unknown as { rows: { inserted: boolean }[] };
  return result.rows;
}

/** Marks sold the site's unsold cars whose stock numbers the full feed does not name; how many. */
async function markUnnamedSold(tx: Tx, siteId: number, named: ReadonlySet<string>, now: Date) {
  const unsold = await tx
    .select({ id: vehicles.id, stocknum: vehicles.stocknum })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.sold, false)));
  const gone = unsold.filter((car) => !named.has(car.stocknum.toLowerCase())).map((car) => car.id);
  for (const batch of batchesOf(gone, BATCH_ROWS))
    await tx
      .update(vehicles)
      .set({ sold: true, status: 'sold', soldAt: now, updatedAt: now })
      .where(and(eq(vehicles.siteId, siteId), inArray(vehicles.id, batch)));
  return gone.length;
}

/**
 * Writes a read feed into a site's stock (decision 059) in one transaction with the stock-version bump, so
 * search shows the whole new stock or, if the import stops part way, the whole old stock: never half a feed.
 * Rows are upserted by stock number; sold cars are marked, never deleted (sold retention applies).
 */
export async function applyImport(
  db: Database,
  siteId: number,
  feed: ReadFeed,
  options: ApplyOptions,
): Promise<AppliedImport> {
  if (options.full && feed.accepted.length === 0)
    return {
      ok: false,
      error:
        'The feed has no rows that can be imported: as a full feed it would mark every car sold, so nothing was changed',
    };
  const yards = await siteYards(db, siteId);
  const fallback = yards.fallback;
  if (fallback === null)
    return { ok: false, error: 'The site has no sales yard: add a location before importing stock' };
  const { placed, notes } = placeRows(feed, { ...yards, fallback });
  const columns = columnsWritten(feed.fields);
  return db.transaction(async (tx) => {
    // One import of a site at a time (the command and a scheduled pull may meet): the second waits for the
    // first's commit and then finds its rows, instead of both inserting the same stock numbers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stock-import:${siteId}`}, 0))`);
    const known = await tx
      .select({ stocknum: vehicles.stocknum, slug: vehicles.slug })
      .from(vehicles)
      .where(eq(vehicles.siteId, siteId));
    const slugOf = new Map(known.map((car) => [car.stocknum, car.slug]));
    const taken = new Set(slugOf.values());
    const rows = placed.map(({ vehicle, yard }) => {
      const slug = slugOf.get(vehicle.stocknum) ?? listingSlug(siteId, vehicle, taken);
      taken.add(slug);
      const listing = listingColumns(vehicle, yard);
      return { ...listing, siteId, slug, soldAt: listing.sold ? options.now : null };
    });
    let added = 0;
    let updated = 0;
    let done = 0;
    for (const batch of batchesOf(rows, BATCH_ROWS)) {
      const written = await upsertBatch(tx, batch, columns, options.now);
      const inserted = written.filter((row) => row.inserted).length;
      added += inserted;
      updated += written.length - inserted;
      done += batch.length;
      await options.onBatch?.(done, rows.length);
    }
    const markedSold = options.full ? await markUnnamedSold(tx, siteId, feed.named, options.now) : 0;
    const changed = added + updated + markedSold > 0;
    const stockVersion = changed ? await bumpStockVersion(tx, siteId) : await currentVersion(tx, siteId);
    return {
      ok: true,
      added,
      updated,
      unchanged: rows.length - added - updated,
      markedSold,
      stockVersion,
      notes,
    };
  });
}

async function currentVersion(tx: Tx, siteId: number): Promise<number> {
  const [site] = await tx.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, siteId));
  return site?.version ?? 0;
}
