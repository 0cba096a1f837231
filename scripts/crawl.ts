/**
 * `npm run crawl`: starts the production server with the demo sites and crawls each from `/`, requesting every
 * same-site link, image, script and stylesheet (bounded per route shape) and failing on any 4xx/5xx, listed
 * with the page that links it. Links to the other demo sites are checked too; outside links never are.
 *
 * Options: --checks-per-shape N (default 40), --pages-per-shape N (default 6), --concurrency N (default 4),
 * --report file.json (each site's figures and failures, which `scripts/ci-summary.mjs` counts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import demoSitesJson from '@/server/db/seed/demo-sites.json';
import { crawlSite, type CrawlFetcher, type CrawlReport } from './lib/crawl/crawl-site';
import { withDemoServer } from './lib/demo-server';

const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** Requests `url` from the local server; the site is chosen by the Host header, as for a buyer. */
function localFetcher(port: number): CrawlFetcher {
  let requests = 0;
  return (url, wantBody) =>
    new Promise((resolve, reject) => {
      requests += 1;
      if (process.env.CRAWL_VERBOSE)
        console.info(`[crawl] ${requests} ${url.hostname}${url.pathname}${url.search}`);
      const path = `${url.pathname}${url.search}`;
      const request = http.get(
        { host: '127.0.0.1', port, path, headers: { host: url.hostname } },
        (response) => {
          const status = response.statusCode ?? 0;
          const contentType = String(response.headers['content-type'] ?? '');
          const location = response.headers.location ?? null;
          if (!wantBody || !contentType.includes('text/html')) {
            response.resume();
            response.on('end', () => resolve({ status, location, contentType, body: null }));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_BODY_BYTES) chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({ status, location, contentType, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      request.setTimeout(60_000, () => request.destroy(new Error('no answer in 60 s')));
      request.on('error', reject);
    });
}

function printReport(host: string, report: CrawlReport, seconds: number): void {
  console.info(
    `[crawl] ${host}: ${report.checked} URLs checked, ${report.parsed} pages read, ` +
      `${report.skipped} skipped (route shape bound), ${report.failures.length} failures, ${seconds.toFixed(1)} s`,
  );
  for (const failure of report.failures) {
    console.info(`  ${failure.status} ${failure.url}  ← <${failure.tag}> on ${failure.linkedFrom}`);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'checks-per-shape': { type: 'string', default: '40' },
      'pages-per-shape': { type: 'string', default: '6' },
      concurrency: { type: 'string', default: '4' },
      report: { type: 'string' },
    },
  });
  const port = Number(process.env.CRAWL_PORT ?? 3120);
  const hosts = demoSitesJson.sites.map((site) => site.host);
  return withDemoServer({ port, tmpPrefix: 'forecourt-crawl-' }, async () => {
    const reports: (CrawlReport & { host: string })[] = [];
    for (const host of hosts) {
      const started = performance.now();
      const report = await crawlSite({
        start: new URL(`http://${host}/`),
        fetcher: localFetcher(port),
        platformHosts: new Set(hosts),
        checksPerShape: Number(values['checks-per-shape']),
        parsesPerShape: Number(values['pages-per-shape']),
        concurrency: Number(values.concurrency),
      });
      printReport(host, report, (performance.now() - started) / 1000);
      reports.push({ host, ...report });
    }
    const failures = reports.reduce((sum, report) => sum + report.failures.length, 0);
    console.info(`[crawl] ${hosts.length} sites, ${failures} failures`);
    if (values.report) {
      mkdirSync(dirname(values.report), { recursive: true });
      writeFileSync(values.report, JSON.stringify({ crawl: reports }, null, 2));
    }
    return failures === 0 ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[crawl] failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
