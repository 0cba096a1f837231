/**
 * `npm run bench:import [-- --rows 20000] [-- --database-url postgres://…]`: what importing a dealer's stock
 * feed costs (decision 059; target ≥ 5,000 rows/s without photos). The demo group's generated stock (real
 * makes, models, bodies and comments) is written out as a dealer-management CSV export with new stock
 * numbers, then imported into another demo site four ways: new stock, the same file again, a tenth repriced,
 * and a full feed without a twentieth (marked sold). Each line prints rows/s beside the target and the peak
 * memory. A benchmark, not a test: it prints figures and asserts nothing. PGlite in a temporary directory
 * unless a URL is given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db/client';
import { manufacturers, vehicles } from '@/server/db/schema';
import { COMMON_COLUMNS } from '@/domain/stock-import/columns';
import { readCsvFeed } from '@/server/stock-import/read-csv-feed';
import { DEMO_SITES } from '@/server/db/seed/demo-sites';
import { seedDemoSites } from '@/server/db/seed/load';
import { importFeed } from '@/server/stock-import/import-feed';
import { siteIdOf } from '@/server/stock/search/site-id';

const TARGET_ROWS_PER_SECOND = 5_000;
const SOURCE = DEMO_SITES.find((site) => site.overrides.siteType === 'group')!.slug;
const TARGET = DEMO_SITES.find((site) => site.slug !== SOURCE)!.slug;
const NOW = new Date('2026-11-27T02:00:00Z');
const HEADER =
  'Stock No,VIN,Rego,Make,Model,Badge,Series,Year,Price,Odometer,Body Type,Transmission,Fuel Type,Drive Type,Colour,Seats,Engine,Status,Condition,Comments,Features';

const count = (value: number) => Math.round(value).toLocaleString('en-AU');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

type SourceCar = Awaited<ReturnType<typeof sourceCars>>[number];

function sourceCars(db: Database, siteId: number) {
  return db
    .select({
      vin: vehicles.vin,
      regplate: vehicles.regplate,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      series: vehicles.series,
      year: vehicles.year,
      price: vehicles.price,
      km: vehicles.km,
      body: vehicles.simpleBody,
      transmission: vehicles.transmission,
      fuel: vehicles.fuel,
      drive: vehicles.drive,
      colour: vehicles.colour,
      seats: vehicles.seats,
      litres: vehicles.engineSizeLitres,
      carType: vehicles.carType,
      comments: vehicles.dealercomments,
      features: vehicles.features,
    })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId))
    .orderBy(asc(vehicles.id));
}

/** The feed line of car `index`; `price` overrides its price (the repriced pass). */
function feedLine(car: SourceCar, index: number, price = car.price) {
  const cells = [
    `BENCH${100000 + index}`,
    car.vin ?? `BENCH0000000${String(index).padStart(5, '0')}`.slice(0, 17),
    car.regplate,
    car.make,
    car.model,
    car.badge,
    car.series,
    car.year,
    price,
    car.km,
    car.body,
    car.transmission,
    car.fuel,
    car.drive,
    car.colour,
    car.seats,
    car.litres === null ? null : `${car.litres}L`,
    'In Stock',
    car.carType,
    car.comments,
    car.features.join('|'),
  ].map((value) => (value === null ? '' : String(value)));
  // Quoted as exports quote them (commas, quotes and line breaks in comments), by the platform's CSV writer.
  return stringify([cells], { eof: false });
}

/** Peak resident and heap memory while `run` runs, sampled every 20 ms. */
async function measured<T>(run: () => Promise<T>) {
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const value = await run();
    return { value, ms: performance.now() - started, peakRss, peakHeap };
  } finally {
    clearInterval(sampler);
  }
}

/** The feed file's bytes in chunks of 64 KiB, as a file stream hands them over. */
function csvChunks(lines: string[]) {
  const csv = Buffer.from(`${HEADER}\n${lines.join('\n')}\n`);
  const chunks = Array.from({ length: Math.ceil(csv.length / 65_536) }, (_, index) =>
    csv.subarray(index * 65_536, (index + 1) * 65_536),
  );
  return { chunks, bytes: csv.length };
}

async function pass(db: Database, siteId: number, name: string, lines: string[], full = false) {
  const { chunks, bytes } = csvChunks(lines);
  const run = await measured(() => importFeed(db, siteId, { format: 'csv', input: chunks, full, now: NOW }));
  const report = run.value;
  if (!report.ok) throw new Error(`${name}: ${report.error}`);
  const perSecond = (report.rows * 1000) / run.ms;
  console.info(
    [
      name.padEnd(26),
      `${count(report.rows)} rows (${megabytes(bytes)})`.padEnd(22),
      `${(run.ms / 1000).toFixed(2)} s`.padStart(8),
      `${count(perSecond)} rows/s`.padStart(15),
      `× ${(perSecond / TARGET_ROWS_PER_SECOND).toFixed(1)} target`.padStart(14),
      `peak RSS ${megabytes(run.peakRss)}, heap ${megabytes(run.peakHeap)}`.padStart(30),
      `  +${count(report.added)} ~${count(report.updated)} =${count(report.unchanged)} sold ${count(report.markedSold)}, refused ${count(report.rows - report.accepted)}`,
    ].join(''),
  );
}

/** The read alone (parse and check every row, nothing written): how the time splits between reading and writing. */
async function readOnly(db: Database, lines: string[]) {
  const makes = await db.select({ name: manufacturers.name }).from(manufacturers);
  const options = { knownMakes: makes.map((make) => make.name), nowYear: NOW.getUTCFullYear() };
  const run = await measured(() => readCsvFeed(csvChunks(lines).chunks, COMMON_COLUMNS, options));
  const perSecond = (lines.length * 1000) / run.ms;
  console.info(
    `${'read only (no writes)'.padEnd(26)}${`${count(lines.length)} rows`.padEnd(22)}${`${(run.ms / 1000).toFixed(2)} s`.padStart(8)}${`${count(perSecond)} rows/s`.padStart(15)}`,
  );
}

async function bench(db: Database, rows: number) {
  const seeded = await seedDemoSites(db, {
    now: NOW,
    sites: [SOURCE, TARGET],
    vehiclesOverride: { siteSlug: SOURCE, count: rows },
  });
  const cars = await sourceCars(db, await siteIdOf(db, SOURCE));
  const target = await siteIdOf(db, TARGET);
  console.info(
    `${count(cars.length)} cars of ${SOURCE} (seeded in ${count(seeded.ms)} ms) as a CSV feed into ${TARGET}; ` +
      `target ${count(TARGET_ROWS_PER_SECOND)} rows/s, no photos`,
  );
  const lines = cars.map((car, index) => feedLine(car, index));
  await readOnly(db, lines);
  await pass(db, target, 'new stock', lines);
  await pass(db, target, 'same file again', lines);
  const repriced = cars.map((car, index) =>
    index % 10 === 0 ? feedLine(car, index, car.price + 500) : lines[index]!,
  );
  await pass(db, target, 'a tenth repriced', repriced);
  await pass(
    db,
    target,
    'full feed, a 20th gone',
    repriced.filter((_, index) => index % 20 !== 1),
    true,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '20000' }, 'database-url': { type: 'string' } },
  });
  const rows = Number(values.rows.replace(/_/g, ''));
  const url = values['database-url'];
  const dataDir = url ? null : mkdtempSync(join(tmpdir(), 'forecourt-bench-import-'));
  console.info(`bench:import on ${url ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  try {
    const { db, close } = await openDatabase({ url, dataDir: dataDir ?? undefined, migrate: true });
    try {
      await bench(db, rows);
    } finally {
      await close();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
