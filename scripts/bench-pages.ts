/**
 * `npm run bench:pages [-- --connections 10] [-- --requests 600] [-- --sites a,b] [-- --port 3220]`:
 * decision 039's page speed budget. Seeds the demo sites into a temporary PGlite, builds when stale, starts
 * the production server and loads, per demo site, the home page, the search page and a vehicle page with N
 * keep-alive connections, beside a static Next.js page served by the same server in the same run (the
 * ceiling: what Next itself costs per request). Prints req/s, p50/p99, HTML KB and the ratio to the static
 * page, one row per page, and the median time of a first render (other cars and search states, one request at
 * a time: pages not yet kept by the page cache, decision 039), then PASS/FAIL against the budget (search
 * and vehicle ≥ 100 req/s, every page's HTML ≤ 150 KB). A benchmark, not a test.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_SITE_SLUGS } from '@/server/db/seed/demo-sites';
import { withDemoServer } from './lib/demo-server';
import { loopbackGet } from './lib/loopback-get';
import { runHttpLoad, type HttpLoadResult } from './lib/http-load';

const BUDGET = { requestsPerSecond: 100, htmlKb: 150 };
/** Served as it is by the same server (no proxy rewrite, prerendered at build): see src/app/static/bench. */
const STATIC_PAGE = '/static/bench';

/** `others`: more pages of the same kind, each asked once: what a page costs the first time (not yet kept). */
/** Other states of the search page, for its first-render time. */
const SEARCH_VARIANTS = ['?sortBy=price_asc', '?sortBy=price_desc', '?sortBy=latest', '?page=2', '?page=3'];

type Page = { site: string; kind: 'static' | 'home' | 'search' | 'vehicle'; path: string; others: string[] };
type Row = Page & { htmlKb: number; load: HttpLoadResult; firstRenderMs: number };

/** Used in-stock cars with photos, the first one the measured page: slugs depend on the seed date. */
async function carPaths(port: number, host: string): Promise<string[]> {
  const response = await loopbackGet(port, host, '/api/search?car_type=used');
  const body = JSON.parse(response.body) as { hits?: { slug: string; sold: boolean; imageCount: number }[] };
  const hits = (body.hits ?? []).filter((candidate) => !candidate.sold && candidate.imageCount > 0);
  if (hits.length === 0) throw new Error(`${host}: no used in-stock car with photos in /api/search`);
  return hits.map((hit) => `/cars/${encodeURIComponent(hit.slug)}`);
}

/** The median time of one request at a time to each path, each asked for the first time. */
async function firstRenderMs(port: number, host: string, paths: string[]): Promise<number> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    await loopbackGet(port, host, path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** Where a path ends after the site's redirects (/search redirects to its canonical form, X-1). */
async function finalPath(port: number, host: string, path: string): Promise<string> {
  let current = path;
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await loopbackGet(port, host, current);
    if (response.status < 300 || response.status >= 400 || !response.location) return current;
    const next = new URL(response.location, `http://${host}`);
    current = `${next.pathname}${next.search}`;
  }
  return current;
}

async function htmlKb(port: number, host: string, path: string): Promise<number> {
  const response = await loopbackGet(port, host, path);
  if (response.status !== 200) throw new Error(`${host}${path} answered ${response.status}`);
  return Buffer.byteLength(response.body) / 1024;
}

async function measure(port: number, page: Page, connections: number, requests: number): Promise<Row> {
  const host = `${page.site}.localhost`;
  const kb = await htmlKb(port, host, page.path);
  // A short warm-up so the first render (index build, JIT) is not in the figures.
  await runHttpLoad({ port, host, paths: [page.path], concurrency: connections, requests: connections * 2 });
  const load = await runHttpLoad({ port, host, paths: [page.path], concurrency: connections, requests });
  return { ...page, htmlKb: kb, load, firstRenderMs: await firstRenderMs(port, host, page.others) };
}

function fails(row: Row): string[] {
  const problems: string[] = [];
  if (row.load.errors > 0) problems.push(`${row.load.errors} errors`);
  // The issue's budget is for the search and vehicle pages; the home page is measured for comparison.
  if (row.kind !== 'search' && row.kind !== 'vehicle') return problems;
  if (row.htmlKb > BUDGET.htmlKb) problems.push(`HTML ${row.htmlKb.toFixed(0)} KB > ${BUDGET.htmlKb}`);
  if (row.load.requestsPerSecond < BUDGET.requestsPerSecond)
    problems.push(`${row.load.requestsPerSecond.toFixed(1)} req/s < ${BUDGET.requestsPerSecond}`);
  return problems;
}

const HEADER =
  'site                     page      req/s   p50 ms  p99 ms  HTML KB  ×static  first ms  verdict';

/** One row, printed as soon as it is measured (the static page comes first, so the ratio is known). */
function printRow(row: Row, staticRate: number): void {
  const problems = fails(row);
  console.info(
    [
      row.site.padEnd(24),
      row.kind.padEnd(8),
      row.load.requestsPerSecond.toFixed(1).padStart(7),
      row.load.p50.toFixed(1).padStart(8),
      row.load.p99.toFixed(1).padStart(7),
      row.htmlKb.toFixed(1).padStart(8),
      (row.load.requestsPerSecond / staticRate).toFixed(2).padStart(8),
      (Number.isNaN(row.firstRenderMs) ? '-' : row.firstRenderMs.toFixed(1)).padStart(9),
      ` ${problems.length ? `FAIL (${problems.join('; ')})` : 'PASS'}`,
    ].join(' '),
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '10' },
      requests: { type: 'string', default: '600' },
      sites: { type: 'string', default: DEMO_SITE_SLUGS.join(',') },
      port: { type: 'string', default: '3220' },
    },
  });
  const port = Number(values.port);
  const connections = Number(values.connections);
  const requests = Number(values.requests);
  const sites = values.sites.split(',');
  return withDemoServer({ port, tmpPrefix: 'forecourt-bench-pages-' }, async () => {
    const pages: Page[] = [{ site: sites[0]!, kind: 'static', path: STATIC_PAGE, others: [] }];
    for (const site of sites) {
      const host = `${site}.localhost`;
      const [carPath = '', ...otherCars] = await carPaths(port, host);
      const searchPath = await finalPath(port, host, '/search');
      const otherSearches = SEARCH_VARIANTS.map((query) => `${searchPath}${query}`);
      pages.push(
        { site, kind: 'home', path: '/', others: [] },
        { site, kind: 'search', path: searchPath, others: otherSearches },
        { site, kind: 'vehicle', path: carPath, others: otherCars },
      );
    }
    console.info(
      `[bench:pages] ${connections} connections, ${requests} requests a page, load average ${loadavg()[0]!.toFixed(2)}`,
    );
    console.info(HEADER);
    const rows: Row[] = [];
    for (const page of pages) {
      const row = await measure(port, page, connections, requests);
      rows.push(row);
      printRow(row, rows[0]!.load.requestsPerSecond);
    }
    return rows.some((row) => fails(row).length > 0) ? 1 : 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench:pages] failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
