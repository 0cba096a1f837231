/**
 * `npm run bench:alerts [-- --size 20000] [-- --searches 10000] [-- --naive-sample 300] [-- --skip-db]`:
 * generates one large demo site on a temporary PGlite (as bench:search does) and saved searches drawn from its
 * real values, then prints what the alert matcher costs: building it over every search, matching one new car
 * (p50/p95, and how many searches it checked), and a day's new stock (1% of the site, and every car as the
 * worst case), beside the way the issue rules out, running each saved search through the search engine
 * (timed on a sample, extrapolated). Last, one real `runSiteAlerts` pass over the database. A benchmark, not
 * a test: it prints figures and asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { ValueAttribute } from '@/domain/search/attributes';
import type { SearchState } from '@/domain/search/state';
import { EMPTY_SEARCH_STATE } from '@/domain/search/state';
import { tokenize } from '@/domain/search/text-match';
import { serializeSearchUrl, type SearchUrlContext } from '@/domain/search/url';
import { isInStock } from '@/domain/stock/availability';
import { runSiteAlerts } from '@/server/alerts/alert-run';
import { loadSubscribedSearches } from '@/server/alerts/alert-subscribers';
import { createSearchMatcher, type AlertSearch, type SearchMatcher } from '@/server/alerts/search-matcher';
import { batchesOf } from '@/server/db/batches';
import { openDatabase, type Database } from '@/server/db/client';
import { alertConsents, alertSiteState, savedSearches, sites, users } from '@/server/db/schema';
import { DEMO_SITES } from '@/server/db/seed/demo-sites';
import { seedDemoSites } from '@/server/db/seed/load';
import { createRng, type Rng } from '@/server/db/seed/prng';
import { loadSiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { querySiteIndex } from '@/server/stock/search/engine/search-index';
import { buildSiteIndex, type SiteIndex } from '@/server/stock/search/engine/site-index';
import { textOf } from '@/server/stock/search/engine/text';
import { rowFacetValues } from '@/server/stock/search/facets';
import { loadStock, type StockRow } from '@/server/stock/search/load-stock';
import { loadSearchSettings } from '@/server/stock/search/search-settings';
import { siteIdOf } from '@/server/stock/search/site-id';

/** The demo dealer group (the site type with the most stock), taken from the seed data, not named in code. */
const SITE = DEMO_SITES.find((site) => site.overrides.siteType === 'group')!.slug;
const NOW = new Date('2025-06-10T02:00:00Z');
/** Fixed seed: every run benchmarks the same searches and the same sampled cars. */
const SEED = 'bench-alerts';
/** A typical day's new stock, as a share of the site. */
const DAY_SHARE = 0.01;
/** Cars timed one at a time for "match one stock change". */
const ONE_CAR_SAMPLE = 200;
const SEARCHES_PER_BUYER = 3;
const INSERT_BATCH = 1000;

const percentile = (values: number[], p: number): number | undefined =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const fmt = (ms: number | undefined) => (ms === undefined ? 'n/a' : ms.toFixed(ms < 10 ? 3 : 1));
const count = (n: number) => n.toLocaleString('en-AU');

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

// ---- Saved searches drawn from the site's stock -------------------------------------------------------

const roundDown = (value: number, step: number) => Math.floor(value / step) * step;
const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/** Adds one value of `anchor` for `attribute` (none when the car has none: an attribute is never an empty list). */
function refineLike(refinements: SearchState['refinements'], attribute: ValueAttribute, anchor: StockRow) {
  const value = rowFacetValues(anchor, attribute)[0];
  if (value !== undefined) refinements[attribute] = [value];
}

/**
 * What a buyer filters on besides make and model: the car they have in mind (`anchor`) gives the values, so
 * searches follow the stock's mix. A search without a make leans harder on body and price, as buyers do.
 */
function otherRefinements(rng: Rng, anchor: StockRow, hasMake: boolean): SearchState['refinements'] {
  const refinements: SearchState['refinements'] = {};
  if (rng.chance(hasMake ? 0.25 : 0.6)) refineLike(refinements, 'body', anchor);
  if (rng.chance(0.2)) refineLike(refinements, 'car_type', anchor);
  if (rng.chance(0.1)) refineLike(refinements, 'transmission', anchor);
  if (rng.chance(0.08)) refineLike(refinements, 'fuel', anchor);
  return refinements;
}

/** Price, year and km bounds around the anchor car, rounded the way a buyer types them. */
function rangesAround(rng: Rng, anchor: StockRow, hasMake: boolean): SearchState['ranges'] {
  const ranges: SearchState['ranges'] = {};
  if (anchor.price > 0 && rng.chance(hasMake ? 0.5 : 0.8)) {
    const min = roundDown(anchor.price * rng.float(0.5, 0.9), 5_000);
    const max = roundUp(anchor.price * rng.float(1.0, 1.4), 5_000);
    ranges.price = rng.chance(0.4) && min > 0 ? { min, max } : { max };
  }
  if (rng.chance(0.3)) ranges.year = { min: anchor.year - rng.int(0, 4) };
  if (rng.chance(0.25)) ranges.km = { max: roundUp(Math.max(anchor.km, 1) * rng.float(1.0, 1.6), 10_000) };
  return ranges;
}

/** One word of the anchor car's own text (its real tokens, as the search index has them). */
function queryWord(rng: Rng, anchor: StockRow): string {
  const words = tokenize(textOf(anchor)).filter((token) => token.length >= 3);
  return words.length > 0 ? rng.pick(words) : '';
}

/**
 * One saved search: ≈70% a make, ≈15% a make and model, ≈15% no make (a few with two makes, since the
 * matcher files those under each), ≈10% with a word of text; ranges and other filters around a real car.
 */
function savedSearchState(rng: Rng, rows: readonly StockRow[], sortBy: string): SearchState {
  const anchor = rng.pick(rows);
  const roll = rng.next();
  const hasMake = roll < 0.85;
  const refinements = otherRefinements(rng, anchor, hasMake);
  if (hasMake) refineLike(refinements, 'make', anchor);
  if (roll < 0.03) refinements.make = [...new Set([anchor.make, rng.pick(rows).make])];
  if (roll >= 0.7 && hasMake) refineLike(refinements, 'make_model', anchor);
  const query = rng.chance(0.1) ? queryWord(rng, anchor) : '';
  const ranges = rangesAround(rng, anchor, hasMake);
  return { ...EMPTY_SEARCH_STATE, sortBy, query, refinements, ranges };
}

function generateSearches(index: SiteIndex, count: number): AlertSearch[] {
  const rng = createRng(`${SEED}:searches`);
  // Saved searches keep the sort they were saved with; most buyers never change the site's default.
  const sortBy = index.settings.sortOptions[0]?.key ?? EMPTY_SEARCH_STATE.sortBy;
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    state: savedSearchState(rng, index.rows, sortBy),
  }));
}

// ---- The matcher ---------------------------------------------------------------------------------------

/**
 * How many searches the matcher checks a car of each make against: its make's bucket plus the any-make one.
 * This mirrors createSearchMatcher's bucketing (by make, else by make_model's makes), which does not report it.
 */
function checkedPerMake(searches: readonly AlertSearch[]): (make: string) => number {
  const byMake = new Map<string, number>();
  let anyMake = 0;
  for (const { state } of searches) {
    const models = state.refinements.make_model ?? [];
    const makes = state.refinements.make ?? [...new Set(models.map((value) => value.split(':')[0]!))];
    if (makes.length === 0) anyMake++;
    for (const make of makes) byMake.set(make, (byMake.get(make) ?? 0) + 1);
  }
  return (make) => (byMake.get(make) ?? 0) + anyMake;
}

function benchBuild(index: SiteIndex, searches: readonly AlertSearch[]): SearchMatcher {
  const first = timed(() => createSearchMatcher(index, searches, NOW));
  const again = [1, 2, 3].map(() => timed(() => createSearchMatcher(index, searches, NOW)).ms);
  const queries = new Set(searches.map((search) => search.state.query)).size;
  console.info(
    `  build matcher over ${count(searches.length)} searches: first ${fmt(first.ms)} ms, then median ` +
      `${fmt(percentile(again, 50))} ms (${queries} distinct text queries, one candidate bitmap each)`,
  );
  return first.value;
}

/** One new car: the time of `searchesListing(doc)` per car, after one untimed pass to warm the JIT. */
function benchOneCar(index: SiteIndex, matcher: SearchMatcher, searches: readonly AlertSearch[]) {
  const rng = createRng(`${SEED}:one-car`);
  const docs = rng.sample(inStockDocs(index), ONE_CAR_SAMPLE);
  for (const doc of docs) matcher.searchesListing(doc);
  const times: number[] = [];
  let matches = 0;
  for (const doc of docs) {
    const { value, ms } = timed(() => matcher.searchesListing(doc));
    times.push(ms);
    matches += value.length;
  }
  const checked = checkedPerMake(searches);
  const meanChecked = docs.reduce((sum, doc) => sum + checked(index.rows[doc]!.make), 0) / docs.length;
  console.info(`\nMatch one stock change (one new car; ${docs.length} random cars in stock)`);
  console.info(
    `  searchesListing p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  ` +
      `max ${fmt(Math.max(...times))} ms`,
  );
  console.info(
    `  searches checked per car: mean ${meanChecked.toFixed(0)} of ${count(searches.length)} ` +
      `(${((100 * meanChecked) / searches.length).toFixed(1)}%), matches per car: mean ${(matches / docs.length).toFixed(1)}`,
  );
}

/** Matches every doc once untimed (to warm the JIT), then in 3 timed rounds: the median round's time. */
function matchDay(matcher: SearchMatcher, docs: readonly number[]): { ms: number; matches: number } {
  const matchAll = () => docs.reduce((sum, doc) => sum + matcher.searchesListing(doc).length, 0);
  const matches = matchAll();
  const times = [1, 2, 3].map(() => timed(matchAll).ms);
  return { ms: percentile(times, 50)!, matches };
}

// ---- Days of new stock ---------------------------------------------------------------------------------

function inStockDocs(index: SiteIndex): number[] {
  return index.rows.flatMap((row, doc) => (isInStock(row) ? [doc] : []));
}

type NewStock = { docs: number[]; listedUntil: Date };

/**
 * A day's new stock: the newest `share` of the site's cars in stock, cut at a listing time as runSiteAlerts
 * cuts new stock (listed after `listedUntil`, in stock), so the DB pass below matches exactly these cars.
 */
function newStock(index: SiteIndex, share: number): NewStock {
  const newest = inStockDocs(index).sort((a, b) => index.rows[b]!.createdAtMs - index.rows[a]!.createdAtMs);
  const cut = index.rows[newest[Math.round(index.size * share)]!]!.createdAtMs;
  return { docs: newest.filter((doc) => index.rows[doc]!.createdAtMs > cut), listedUntil: new Date(cut) };
}

type NaiveCost = {
  perSearchMs: number;
  p50: number | undefined;
  p95: number | undefined;
  sampled: number;
  meanCount: number;
  agreeing: number;
};

/**
 * Whether both sides answer the same question: per sampled search, the matcher lists as many of the site's
 * cars as the engine counts (the ratio below would mean nothing otherwise). Not timed.
 */
function agreeingSearches(
  index: SiteIndex,
  picked: readonly AlertSearch[],
  counts: readonly number[],
): number {
  const matcher = createSearchMatcher(index, picked, NOW);
  const listed = new Map<number, number>();
  for (let doc = 0; doc < index.size; doc++)
    for (const id of matcher.searchesListing(doc)) listed.set(id, (listed.get(id) ?? 0) + 1);
  return picked.filter((search, i) => (listed.get(search.id) ?? 0) === counts[i]).length;
}

/**
 * The way the issue rules out: every saved search run through the search engine. Its cost does not depend on
 * how many cars are new (and it would still have to pick the new cars out of each result), so a sample of
 * searches is timed and the mean scaled to all of them.
 */
function benchNaive(index: SiteIndex, searches: readonly AlertSearch[], sample: number): NaiveCost {
  const rng = createRng(`${SEED}:naive`);
  const picked = rng.sample(searches, sample);
  for (const search of picked.slice(0, 20)) querySiteIndex(index, search.state, NOW);
  const runs = picked.map((search) => timed(() => querySiteIndex(index, search.state, NOW)));
  const times = runs.map((run) => run.ms);
  const counts = runs.map((run) => run.value.count);
  return {
    perSearchMs: times.reduce((sum, ms) => sum + ms, 0) / times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    sampled: picked.length,
    meanCount: counts.reduce((sum, n) => sum + n, 0) / counts.length,
    agreeing: agreeingSearches(index, picked, counts),
  };
}

function printDay(label: string, day: { ms: number; matches: number }, cars: number, naiveMs: number) {
  console.info(
    `  ${label}: ${count(cars)} cars  matcher ${fmt(day.ms)} ms (${fmt(day.ms / cars)} ms/car), ` +
      `${count(day.matches)} matches  |  naive ≈${fmt(naiveMs)} ms (extrapolated)  naive : matcher = ` +
      `${(naiveMs / day.ms).toFixed(0)} : 1`,
  );
}

function benchDays(
  index: SiteIndex,
  matcher: SearchMatcher,
  searches: readonly AlertSearch[],
  sample: number,
) {
  const day = newStock(index, DAY_SHARE);
  const typical = matchDay(matcher, day.docs);
  const everyDoc = Array.from({ length: index.size }, (_, doc) => doc);
  const worst = matchDay(matcher, everyDoc);
  const naive = benchNaive(index, searches, sample);
  const naiveMs = naive.perSearchMs * searches.length;
  console.info(`\nFull daily run (matcher: median of 3 rounds)`);
  console.info(
    `  naive, measured: ${naive.sampled} of the searches through querySiteIndex, p50 ${fmt(naive.p50)} ms  ` +
      `p95 ${fmt(naive.p95)} ms  mean ${fmt(naive.perSearchMs)} ms per search`,
  );
  console.info(
    `  a sampled search lists ${naive.meanCount.toFixed(0)} of the site's cars on average; the matcher lists the ` +
      `same number for ${naive.agreeing} of ${naive.sampled}`,
  );
  console.info(
    `  naive, EXTRAPOLATED to ${count(searches.length)} searches: ≈${fmt(naiveMs)} ms per run, whatever the new stock`,
  );
  printDay(`typical day (newest ${DAY_SHARE * 100}% in stock)`, typical, day.docs.length, naiveMs);
  printDay('worst case (every car of the site)', worst, everyDoc.length, naiveMs);
}

// ---- One real pass over the database -------------------------------------------------------------------

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (const batch of batchesOf(rows, INSERT_BATCH)) await insert(batch);
}

/**
 * Saves the searches as buyers would (their canonical search path, SEARCHES_PER_BUYER per buyer, each buyer
 * with a live consent), ≈30% instant and the rest in the daily digest.
 */
async function seedSubscribers(
  db: Database,
  siteId: number,
  searches: readonly AlertSearch[],
  ctx: SearchUrlContext,
) {
  const buyers = Array.from({ length: Math.ceil(searches.length / SEARCHES_PER_BUYER) }, (_, i) => ({
    id: `bench-buyer-${i}`,
    siteId,
    email: `buyer${i}@bench.localhost`,
  }));
  await insertInBatches(buyers, (batch) => db.insert(users).values(batch));
  const consents = buyers.map((buyer) => ({
    siteId,
    userId: buyer.id,
    email: buyer.email,
    statement: 'Email me alerts (bench)',
    origin: 'http://localhost:3000',
  }));
  await insertInBatches(consents, (batch) => db.insert(alertConsents).values(batch));
  const saved = searches.map(({ state }, i) => {
    const path = serializeSearchUrl(state, ctx);
    const alertFrequency = i % 10 < 3 ? ('instant' as const) : ('daily' as const);
    return {
      siteId,
      userId: buyers[Math.floor(i / SEARCHES_PER_BUYER)]!.id,
      path,
      label: path,
      alertFrequency,
    };
  });
  // A buyer who drew the same search twice keeps it once, as saving it again does.
  await insertInBatches(saved, (batch) => db.insert(savedSearches).values(batch).onConflictDoNothing());
  return buyers.length;
}

/** Where the matcher stands: the stock version just behind the site's (so it runs) and the day's cut. */
async function resetAlertState(db: Database, siteId: number, day: NewStock) {
  const [site] = await db.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, siteId));
  const state = { stockVersion: (site?.version ?? 0) - 1, listedUntil: day.listedUntil, nextDigestAt: NOW };
  await db
    .insert(alertSiteState)
    .values({ siteId, ...state })
    .onConflictDoUpdate({ target: alertSiteState.siteId, set: state });
}

/** What the DB pass runs over: the seeded site, its index and the matcher over the generated searches. */
type DbBench = { db: Database; siteId: number; index: SiteIndex; matcher: SearchMatcher };

/**
 * One `runSiteAlerts` pass with `day` as new stock and the daily digest due: it loads and reads every saved
 * search, matches, records the matches and queues the emails (instant and digest) in one transaction. The
 * index is handed in already built (the service keeps one per stock version).
 */
async function timePass({ db, siteId, index, matcher }: DbBench, day: NewStock, label: string) {
  // The pass reads the searches back from their saved paths: the in-memory count shows nothing was lost.
  const expected = day.docs.reduce((sum, doc) => sum + matcher.searchesListing(doc).length, 0);
  await resetAlertState(db, siteId, day);
  const started = performance.now();
  const summary = await runSiteAlerts(db, siteId, NOW, { freshIndex: async () => index });
  console.info(
    `  ${label}, ${count(day.docs.length)} new cars: ${fmt(performance.now() - started)} ms, ` +
      `${count(summary.matched)} matches recorded (in memory: ${count(expected)}), ` +
      `${count(summary.queued)} emails queued`,
  );
}

/**
 * The DB pass over the typical day. The search service's URL lists are
 * built here first (reading the search context), so the pass is timed as in steady state.
 */
async function benchDbRun(bench: DbBench, searches: readonly AlertSearch[]) {
  const { db, siteId, index } = bench;
  const site = await loadSiteContext(db, siteId);
  const ctx = await loadSearchUrlContext(db, siteId, site.config);
  const saving = performance.now();
  const buyers = await seedSubscribers(db, siteId, searches, ctx);
  const savedMs = performance.now() - saving;
  // Fewer rows than searches (a buyer drew one twice) or fewer read back explain a matches gap below.
  const [saved] = await db.select({ rows: sql<number>`count(*)::int` }).from(savedSearches);
  const readBack = (await loadSubscribedSearches(db, siteId, ctx)).length;
  console.info(
    `\nOne runSiteAlerts pass (PGlite, ${count(saved?.rows ?? 0)} saved searches of ${count(buyers)} consenting ` +
      `buyers, saved in ${savedMs.toFixed(0)} ms, ${count(readBack)} read back from their paths; digest due)`,
  );
  await timePass(bench, newStock(index, DAY_SHARE), `typical day (${DAY_SHARE * 100}%)`);
}

async function benchSite(
  db: Database,
  size: number,
  searchCount: number,
  naiveSample: number,
  skipDb: boolean,
) {
  const seeded = await seedDemoSites(db, {
    now: NOW,
    sites: [SITE],
    vehiclesOverride: { siteSlug: SITE, count: size },
  });
  const siteId = await siteIdOf(db, SITE);
  const settings = await loadSearchSettings(db, siteId);
  const stock = await loadStock(db, { siteId, financeProvider: settings.financeProvider });
  const built = timed(() => buildSiteIndex(stock, settings));
  const index = built.value;
  const searches = generateSearches(index, searchCount);
  const withMake = searches.filter((search) => search.state.refinements.make).length;
  const withText = searches.filter((search) => search.state.query !== '').length;
  console.info(
    `\n${count(index.size)} vehicles (seeded in ${seeded.ms} ms, index built in ${built.ms.toFixed(0)} ms), ` +
      `${count(searches.length)} saved searches (${count(withMake)} with a make, ${count(withText)} with text)`,
  );
  const matcher = benchBuild(index, searches);
  benchOneCar(index, matcher, searches);
  benchDays(index, matcher, searches, naiveSample);
  if (!skipDb) await benchDbRun({ db, siteId, index, matcher }, searches);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '20000' },
      searches: { type: 'string', default: '10000' },
      'naive-sample': { type: 'string', default: '300' },
      'skip-db': { type: 'boolean', default: false },
    },
  });
  const number = (text: string) => Number(text.replace(/_/g, ''));
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-alerts-'));
  try {
    const { db, close } = await openDatabase({ dataDir, migrate: true });
    try {
      await benchSite(
        db,
        number(values.size),
        number(values.searches),
        number(values['naive-sample']),
        values['skip-db'],
      );
    } finally {
      await close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
