import 'server-only';
import {
  MAX_FEED_UPLOAD_BYTES,
  MAX_IMPORT_BODY_BYTES,
  MAX_MAPPING_UPLOAD_BYTES,
  shownList,
  STOCK_IMPORT_MESSAGES,
  STOCK_IMPORT_PATH,
  type ConsoleImportReport,
} from '@/domain/console/stock-import';
import type { ColumnMappingFile } from '@/domain/stock-import/columns';
import { readColumnMappingText } from '@/domain/stock-import/mapping-file';
import { feedFormatOf } from '@/server/stock-import/fetch-feed';
import { importFeed, type ImportReport } from '@/server/stock-import/import-feed';
import { stockPhotosRoot } from '@/server/stock-import/photos/stock-photo-files';
import { consoleJson, type ConsoleContext, type ConsoleEndpoint } from '../console-route';

type ImportForm =
  | { ok: true; feed: File; mapping: ColumnMappingFile | undefined; full: boolean; photos: boolean }
  | { ok: false; response: Response };

const fileOf = (form: FormData, name: string) => {
  const entry = form.get(name);
  return entry instanceof File && entry.size > 0 ? entry : null;
};

/** A checkbox as a browser sends it: present when ticked ('on', or whatever value it was given). */
const isTicked = (form: FormData, name: string) => form.get(name) !== null && form.get(name) !== 'false';

const refuse = (status: number, field: 'feed' | 'mapping', error: string) => ({
  ok: false as const,
  response: consoleJson(status, { error, fieldErrors: { [field]: error } }),
});

/** The form's files and choices; sizes are checked before the mapping is read and long before the feed. */
async function readImportForm(input: unknown): Promise<ImportForm> {
  if (!(input instanceof FormData))
    return { ok: false, response: consoleJson(400, { error: 'Invalid request' }) };
  const feed = fileOf(input, 'feed');
  if (!feed) return refuse(400, 'feed', STOCK_IMPORT_MESSAGES.noFeed);
  if (feed.size > MAX_FEED_UPLOAD_BYTES) return refuse(413, 'feed', STOCK_IMPORT_MESSAGES.feedTooLarge);
  const mappingFile = fileOf(input, 'mapping');
  if (mappingFile && mappingFile.size > MAX_MAPPING_UPLOAD_BYTES)
    return refuse(413, 'mapping', STOCK_IMPORT_MESSAGES.mappingTooLarge);
  let mapping: ColumnMappingFile | undefined;
  if (mappingFile) {
    const read = readColumnMappingText(await mappingFile.text(), mappingFile.name);
    if (!read.ok) return refuse(400, 'mapping', read.error);
    mapping = read.mapping;
  }
  return { ok: true, feed, mapping, full: isTicked(input, 'full'), photos: isTicked(input, 'photos') };
}

/** The report as the page shows it: the counts, and each list cut to its first hundred entries. */
function reportView(report: Extract<ImportReport, { ok: true }>): ConsoleImportReport {
  const { rows, accepted, added, updated, unchanged, markedSold, unread, photos } = report;
  return {
    rows,
    accepted,
    added,
    updated,
    unchanged,
    markedSold,
    unread,
    rejected: shownList(report.rejected),
    notes: shownList(report.notes),
    photos: photos && { ...photos, failed: shownList(photos.failed) },
  };
}

/**
 * POST /api/console/stock/import (decision 063), a multipart form: the `feed` file (CSV or JSON, by its name
 * or type), an optional column `mapping` file, `full` (cars the feed leaves out are marked sold) and `photos`
 * (fetch the photos it lists, through the guarded request). The same import as `npm run import`, into the
 * viewer's site only: 200 with the report, 422 when the file cannot be imported (nothing written), 400/413 for
 * the form.
 */
async function importStock({ db, site, now }: ConsoleContext, input: unknown): Promise<Response> {
  const form = await readImportForm(input);
  if (!form.ok) return form.response;
  const report = await importFeed(db, site.id, {
    format: feedFormatOf(form.feed.name, form.feed.type),
    input: [Buffer.from(await form.feed.arrayBuffer())],
    mapping: form.mapping,
    full: form.full,
    now,
    photos: form.photos ? { root: stockPhotosRoot() } : undefined,
  });
  if (!report.ok) return consoleJson(422, { error: `Nothing was imported: ${report.error}` });
  return consoleJson(200, { ok: true, report: reportView(report) });
}

export const STOCK_IMPORT_ENDPOINT: ConsoleEndpoint = {
  path: STOCK_IMPORT_PATH,
  method: 'POST',
  permission: 'stock.import',
  body: { kind: 'form', maxBytes: MAX_IMPORT_BODY_BYTES, tooLarge: STOCK_IMPORT_MESSAGES.feedTooLarge },
  run: importStock,
};
