/**
 * `npm run import -- --site <slug|id|host> <FILE|URL> [--mapping mapping.json] [--full] [--format csv|json]
 * [--report report.json] [--no-photos]`: a dealer's stock feed into a site (decision 059). Rows are checked
 * one by one; accepted ones are upserted by stock number in one transaction; `--full` marks sold the site's
 * cars the feed leaves out. Then the photos are fetched (through the guarded request), resized and stored
 * under DATA_DIR/stock-photos. Reads DATABASE_URL, else the PGlite directory in DATA_DIR (which a running
 * server holds: stop it first).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { ColumnMappingFile } from '@/domain/stock-import/columns';
import { readColumnMappingText } from '@/domain/stock-import/mapping-file';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { findSiteByReference } from '@/server/leads/queries';
import { fetchFeed, feedFormatOf, MAX_FEED_BYTES } from '@/server/stock-import/fetch-feed';
import { importFeed, type FeedFormat, type FeedInput } from '@/server/stock-import/import-feed';
import { stockPhotosRoot } from '@/server/stock-import/photos/stock-photo-files';
import { formatImportReport, rate } from './lib/import-report';

const USAGE =
  'usage: npm run import -- --site <slug|id|host> <FILE|URL> [--mapping mapping.json] [--full] [--format csv|json] [--report report.json] [--no-photos]';

class UsageError extends Error {}

function parseOptions(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      mapping: { type: 'string' },
      full: { type: 'boolean', default: false },
      format: { type: 'string' },
      report: { type: 'string' },
      'no-photos': { type: 'boolean', default: false },
    },
  });
  if (!values.site) throw new UsageError('--site is required');
  if (positionals.length !== 1) throw new UsageError('name one feed: a file or an http(s) URL');
  if (values.format !== undefined && values.format !== 'csv' && values.format !== 'json')
    throw new UsageError('--format must be csv or json');
  return {
    ...values,
    site: values.site,
    source: positionals[0]!,
    format: values.format as FeedFormat | undefined,
  };
}

async function readMapping(path: string | undefined): Promise<ColumnMappingFile | undefined> {
  if (path === undefined) return undefined;
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(`no mapping file ${path}`);
  });
  const read = readColumnMappingText(text, path);
  if (!read.ok) throw new Error(read.error);
  return read.mapping;
}

/** The feed's bytes: a file streamed from disk, or a URL read through the guarded outbound request. */
async function openFeed(
  source: string,
  format: FeedFormat | undefined,
): Promise<{ input: FeedInput; format: FeedFormat }> {
  if (/^https?:\/\//i.test(source)) {
    const fetched = await fetchFeed(source);
    if (!fetched.ok) throw new Error(fetched.error);
    return { input: [fetched.body], format: format ?? fetched.format };
  }
  const size = await stat(source).then(
    (file) => file.size,
    () => {
      throw new Error(`no file ${source}`);
    },
  );
  if (size > MAX_FEED_BYTES) throw new Error(`${source} is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`);
  return { input: createReadStream(source), format: format ?? feedFormatOf(source) };
}

/** Progress on long imports: a line a second while rows are written and photos fetched. */
function progressPrinter(started: number, what: 'rows written' | 'photos fetched') {
  let lastLine = 0;
  return (done: number, total: number) => {
    const now = Date.now();
    if (now - lastLine < 1000 && done < total) return;
    lastLine = now;
    const speed = what === 'rows written' ? ` (${rate(done, now - started)})` : '';
    console.error(
      `[import] ${what}: ${done.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')}${speed}`,
    );
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const mapping = await readMapping(options.mapping);
  const env = parseEnv(process.env);
  const { db, close } = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const site = await findSiteByReference(db, options.site);
    if (!site) throw new Error(`no site with slug, id or host "${options.site}"`);
    const feed = await openFeed(options.source, options.format);
    const started = Date.now();
    console.error(
      `[import] ${site.slug}: reading a ${feed.format.toUpperCase()} feed${options.full ? ' (full: cars it leaves out are marked sold)' : ''}`,
    );
    const report = await importFeed(db, site.id, {
      ...feed,
      mapping,
      full: options.full,
      now: new Date(),
      onBatch: progressPrinter(started, 'rows written'),
      photos: options['no-photos']
        ? undefined
        : { root: stockPhotosRoot(env.DATA_DIR), onPhoto: progressPrinter(Date.now(), 'photos fetched') },
    });
    if (options.report) await writeFile(options.report, JSON.stringify(report, null, 2));
    if (!report.ok) throw new Error(`nothing was imported: ${report.error}`);
    console.info(formatImportReport(report));
    console.info(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${rate(report.rows, Date.now() - started)})`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof DatabaseLockedError ? error.message : (error as Error).message;
  console.error(`[import] ${message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(1);
});
