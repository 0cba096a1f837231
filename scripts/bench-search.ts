/**
 * `npm run bench:search [-- --sizes 20000,200000] [-- --sql-runs 1] [-- --slowest 5]`: generates one large demo site per size
 * on a temporary PGlite, then runs 30+ representative states through the in-memory engine and the SQL engine
 * and prints p50/p95 per engine, the ratio, index build time, index and all-in bytes per vehicle, how long a
 * one-shot and a paced rebuild hold the event loop; then the first search after start and GET /api/search
 * over HTTP with 10 and 20 connections (`--connections`) on the last size (p50/p99, req/s). A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SearchState } from '@/domain/search/state';
import { EMPTY_SEARCH_STATE } from '@/domain/search/state';
import { searchApiQuery } from '@/domain/search/api-query';
import { openDatabase, type Database } from '@/server/db/client';
import { DEMO_SITES } from '@/server/db/seed/demo-sites';
import { seedDemoSites } from '@/server/db/seed/load';
import { buildSiteIndex, siteIndexSteps, type SiteIndex } from '@/server/stock/search/engine/site-index';
import { loadStock, loadStockInPages } from '@/server/stock/search/load-stock';
import { querySiteIndex } from '@/server/stock/search/engine/search-index';
import { loadSearchSettings } from '@/server/stock/search/search-settings';
import { searchStockSql } from '@/server/stock/search/sql/sql-engine';
import { siteIdOf } from '@/server/stock/search/site-id';
import { placeNearSearch } from '@/server/stock/search/near-origin';
import { buildIfStale } from './lib/build';
import { runHttpLoad } from './lib/http-load';
import { startNextServer, waitForHealthy } from './lib/server-process';

/** The demo dealer group (the site type with the most stock), taken from the seed data, not named in code. */
const SITE = DEMO_SITES.find((site) => site.overrides.siteType === 'group')!.slug;
const NOW = new Date('2025-06-10T02:00:00Z');

/** Representative requests: empty, one make, make+model+price, text, used by price, many filters, none. */
function benchStates(index: SiteIndex): SearchState[] {
  const top = (attribute: keyof SiteIndex['facets'], n: number) =>
    querySiteIndex(index, EMPTY_SEARCH_STATE, NOW)
      .facets[attribute]!.slice(0, n)
      .map((f) => f.value);
  const makes = top('make', 5);
  const models = top('make_model', 5);
  const s = (state: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...state });
  const states: SearchState[] = [
    s({}),
    s({ page: 2 }),
    s({ sortBy: 'latest' }),
    s({ page: 40, sortBy: 'price_desc' }),
  ];
  for (const make of makes)
    states.push(s({ refinements: { make: [make] } }), s({ query: make.toLowerCase().slice(0, 3) }));
  for (const makeModel of models) {
    const [make = '', model = ''] = makeModel.split(':');
    states.push(
      s({
        refinements: { make: [make], make_model: [makeModel] },
        ranges: { price: { min: 20_000, max: 60_000 } },
      }),
      s({ query: `${make} ${model}`.toLowerCase() }),
      s({ query: `${model.toLowerCase()}x` }),
    );
  }
  states.push(
    s({ refinements: { car_type: ['used'] }, sortBy: 'price_asc' }),
    s({ refinements: { car_type: ['used'] }, sortBy: 'price_asc', page: 3 }),
    s({
      refinements: {
        car_type: ['used', 'demo'],
        body: top('body', 2),
        fuel: top('fuel', 1),
        colour: top('colour', 3),
      },
      ranges: { km: { max: 80_000 }, year: { min: 2018 } },
    }),
    s({
      refinements: { make: makes.slice(0, 2), transmission: ['Automatic'], state: top('state', 1) },
      ranges: { price: { min: 15_000 }, weekly_price_range: { max: 400 } },
      sortBy: 'km_asc',
    }),
    s({ query: 'zzzzqqq' }),
    s({ refinements: { make: ['No Such Make'] } }),
    s({ query: 'automatic white', sortBy: 'year_desc' }),
  );
  return states;
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap and array-buffer bytes after a full collection: what a build leaves behind. */
function liveBytes(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** The service's build (stock in pages, index in steps, setImmediate between) and the longest event-loop stall. */
async function pacedBuild(db: Database, siteId: number): Promise<{ ms: number; maxStallMs: number }> {
  const settings = await loadSearchSettings(db, siteId);
  const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const started = performance.now();
  delay.enable();
  const stock = await loadStockInPages(db, { siteId, financeProvider: settings.financeProvider }, pause);
  const steps = siteIndexSteps(stock, settings);
  while (!steps.next().done) await pause();
  delay.disable();
  return { ms: performance.now() - started, maxStallMs: delay.max / 1e6 };
}

const percentile = (values: number[], p: number): number | undefined =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const fmt = (ms: number | undefined) => (ms === undefined ? 'n/a' : ms.toFixed(ms < 10 ? 3 : 1));

/** `--slowest N`: the N states with the highest median in-memory time, to see where a p95 comes from. */
function printSlowest(states: SearchState[], perState: number[][], count: number): void {
  const medians = perState.map((times, i) => ({
    i,
    median: percentile(times, 50) ?? 0,
    max: Math.max(...times),
  }));
  for (const { i, median, max } of medians.sort((a, b) => b.median - a.median).slice(0, count))
    console.info(`    ${fmt(median)} ms (max ${fmt(max)})  ${searchApiQuery(states[i]!)}`);
}

async function benchSize(
  db: Database,
  size: number,
  sqlRuns: number,
  slowest: number,
): Promise<SearchState[]> {
  const seeded = await seedDemoSites(db, {
    now: NOW,
    sites: [SITE],
    vehiclesOverride: { siteSlug: SITE, count: size },
  });
  const siteId = await siteIdOf(db, SITE);
  const settings = await loadSearchSettings(db, siteId);
  const before = liveBytes();
  const loaded = performance.now();
  const stock = await loadStock(db, { siteId, financeProvider: settings.financeProvider });
  const loadMs = performance.now() - loaded;
  const { rows } = stock;
  const built = performance.now();
  const index = buildSiteIndex(stock, settings);
  const buildMs = performance.now() - built;
  const allInBytes = liveBytes() - before;
  const paced = await pacedBuild(db, siteId);
  const states = benchStates(index);
  const memory: number[] = [];
  const perState = states.map(() => [] as number[]);
  for (let round = 0; round < 6; round++)
    states.forEach((state, i) => {
      const result = querySiteIndex(index, state, NOW);
      if (round > 0) {
        memory.push(result.ms);
        perState[i]!.push(result.ms);
      }
    });
  const sqlTimes: number[] = [];
  for (let round = 0; round < sqlRuns; round++)
    for (const state of states) sqlTimes.push((await searchStockSql(db, siteId, state, { now: NOW })).ms);
  const [m50, m95, q50, q95] = [
    percentile(memory, 50),
    percentile(memory, 95),
    percentile(sqlTimes, 50),
    percentile(sqlTimes, 95),
  ];
  console.info(`\n${rows.length} vehicles (seeded in ${seeded.ms} ms), ${states.length} states`);
  console.info(`  index build ${buildMs.toFixed(0)} ms, ${(index.bytes / rows.length).toFixed(0)} B/vehicle`);
  console.info(
    `  all-in (rows + index, live heap after GC) ${(allInBytes / rows.length).toFixed(0)} B/vehicle`,
  );
  console.info(
    `  one-shot rebuild blocks the event loop ${(loadMs + buildMs).toFixed(0)} ms (load ${loadMs.toFixed(0)} + build ${buildMs.toFixed(0)}); ` +
      `paced rebuild ${paced.ms.toFixed(0)} ms, longest event-loop stall ${paced.maxStallMs.toFixed(1)} ms`,
  );
  console.info(`  in-memory  p50 ${fmt(m50)} ms  p95 ${fmt(m95)} ms`);
  console.info(`  SQL/PGlite p50 ${fmt(q50)} ms  p95 ${fmt(q95)} ms`);
  printSlowest(states, perState, slowest);
  await benchNearMe(index, states);
  if (q50 !== undefined && q95 !== undefined && m50 !== undefined && m95 !== undefined)
    console.info(
      `  in-memory : SQL = 1 : ${(q50 / m50).toFixed(0)} (p50), 1 : ${(q95 / m95).toFixed(0)} (p95)`,
    );
  return states;
}

/** Postcodes around the group's yards and far from them (Perth): near-me searches measure every yard. */
const NEAR_POSTCODES = ['4000', '2750', '3218', '6000'];

/** The near-me variants of a bench state, each against the same state without a postcode. */
const NEAR_VARIANTS = [
  { name: 'any distance, same sort', radiusKm: null, sortBy: null },
  { name: 'within 50 km, same sort', radiusKm: 50, sortBy: null },
  { name: 'within 250 km, nearest first', radiusKm: 250, sortBy: 'distance' },
] as const;

/** p50/p95 of each side, and what the postcode adds at each. */
function printNearFigures(name: string, plain: number[], near: number[]): void {
  const [p50, p95, n50, n95] = [50, 95, 50, 95].map((p, i) => percentile(i < 2 ? plain : near, p)!);
  console.info(
    `    ${name.padEnd(30)} without p50 ${fmt(p50)} p95 ${fmt(p95)} ms | with p50 ${fmt(n50)} p95 ${fmt(n95)} ms | ` +
      `added p50 ${fmt(n50! - p50!)} ms (${(n50! / p50!).toFixed(2)} : 1), p95 ${fmt(n95! - p95!)} ms`,
  );
}

/**
 * Decision 054: what a postcode adds. Each bench state again with a postcode per variant (postcodes round the
 * group's yards and Perth, far from all of them), against the same state without one, in the same run.
 */
async function benchNearMe(index: SiteIndex, states: SearchState[]): Promise<void> {
  console.info(`  near-me, ${states.length} states per variant:`);
  for (const variant of NEAR_VARIANTS) {
    const pairs: { plain: SearchState; near: SearchState }[] = [];
    for (const [i, state] of states.entries()) {
      const near = { postcode: NEAR_POSTCODES[i % NEAR_POSTCODES.length]!, radiusKm: variant.radiusKm };
      const placed = await placeNearSearch({ ...state, near, sortBy: variant.sortBy ?? state.sortBy });
      pairs.push({ plain: state, near: placed.state });
    }
    const plain: number[] = [];
    const near: number[] = [];
    for (let round = 0; round < 6; round++)
      for (const pair of pairs) {
        const a = querySiteIndex(index, pair.plain, NOW).ms;
        const b = querySiteIndex(index, pair.near, NOW).ms;
        if (round === 0) continue;
        plain.push(a);
        near.push(b);
      }
    printNearFigures(variant.name, plain, near);
  }
}

/** Polls /api/health until it reports no search index warming (servers without the field: at once). */
async function waitForWarmIndexes(port: number): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`http://localhost:${port}/api/health`)).json()) as {
      searchIndexesWarming?: number;
    };
    if (!health.searchIndexesWarming) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * GET /api/search over HTTP on a production server holding the last size's database (decision 038:
 * 10 connections).
 */
async function benchHttp(
  dataDir: string,
  states: SearchState[],
  requests: number,
  connections: number[],
  port: number,
): Promise<void> {
  buildIfStale();
  const server = startNextServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) }, true);
  try {
    await waitForHealthy(port, server);
    const healthy = performance.now();
    await waitForWarmIndexes(port);
    const warmMs = performance.now() - healthy;
    const host = `${SITE}.localhost`;
    const paths = states.map((state) => `/api/search?${searchApiQuery(state)}`);
    const first = await runHttpLoad({ port, host, paths, concurrency: 1, requests: 1 });
    console.info(
      `\nFirst search ${fmt(first.p50)} ms, after health said ready and ${fmt(warmMs)} ms more until no index was warming`,
    );
    await runHttpLoad({ port, host, paths, concurrency: 1, requests: paths.length }); // warm the index and JIT
    console.info(`\nHTTP GET /api/search, ${requests} requests over ${paths.length} states`);
    for (const concurrency of connections) {
      const result = await runHttpLoad({ port, host, paths, concurrency, requests });
      console.info(
        `  ${concurrency} connections: p50 ${fmt(result.p50)} ms  p99 ${fmt(result.p99)} ms  ${result.requestsPerSecond.toFixed(0)} req/s  ${result.errors} errors`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '20000,200000' },
      'sql-runs': { type: 'string', default: '1' },
      'http-requests': { type: 'string', default: '3000' },
      slowest: { type: 'string', default: '0' },
      connections: { type: 'string', default: '10,20' },
      port: { type: 'string', default: process.env.E2E_PORT ?? '3200' },
    },
  });
  const httpRequests = Number(values['http-requests']);
  const sizes = values.sizes.split(',').map((size) => Number(size.replace(/_/g, '')));
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  try {
    const { db, close } = await openDatabase({ dataDir, migrate: true });
    let states: SearchState[] = [];
    try {
      for (const size of sizes)
        states = await benchSize(db, size, Number(values['sql-runs']), Number(values.slowest));
    } finally {
      await close(); // the server below takes the PGlite lock
    }
    const connections = values.connections.split(',').map(Number);
    if (httpRequests > 0) await benchHttp(dataDir, states, httpRequests, connections, Number(values.port));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
