import 'server-only';
import { Readable } from 'node:stream';
import {
  COMMON_COLUMNS,
  columnProblemText,
  feedMapping,
  type ColumnMappingFile,
  type ImportField,
} from '@/domain/stock-import/columns';
import { jsonFeedRows } from '@/domain/stock-import/json-feed';
import type { ReadOptions } from '@/domain/stock-import/vehicle-fields';
import { readFeedRows, type FeedRead, type RowProblem } from '@/domain/stock-import/vehicle-row';
import type { Database } from '@/server/db/client';
import { manufacturers } from '@/server/db/schema';
import { applyImport, type ApplyOptions, type ImportNote } from './apply-import';
import type { PhotoImportOptions } from './photos/fetch-photos';
import { importPhotos, type PhotoReport } from './photos/import-photos';
import { readCsvFeed } from './read-csv-feed';

export type FeedFormat = 'csv' | 'json';
export type FeedInput = Readable | Iterable<string | Buffer> | AsyncIterable<string | Buffer>;

export type ImportRequest = ApplyOptions & {
  format: FeedFormat;
  input: FeedInput;
  /** The feed source's column mapping (CSV); without one the common export headers are read. */
  mapping?: ColumnMappingFile;
  /** Fetch and store the feed's photos after its stock is written; without, photo URLs are not read. */
  photos?: PhotoImportOptions;
};

export type ImportReport =
  | {
      ok: true;
      rows: number;
      accepted: number;
      /** The validation report: row, field, value and reason of every refused cell. */
      rejected: RowProblem[];
      /** Headers no field reads (CSV). */
      unread: string[];
      notes: ImportNote[];
      added: number;
      updated: number;
      unchanged: number;
      markedSold: number;
      stockVersion: number;
      /** What became of the photos (null when they were not imported: no photo column, or not asked). */
      photos: PhotoReport | null;
    }
  | { ok: false; error: string };

/** A JSON feed is read whole (JSON.parse has no stream); past this it is refused, not read into memory. */
export const MAX_JSON_FEED_BYTES = 100 * 1024 * 1024;

type FeedOutcome =
  ({ ok: true; fields: ImportField[]; unread: string[] } & FeedRead) | { ok: false; error: string };

async function readJsonFeed(input: FeedInput, options: ReadOptions): Promise<FeedOutcome> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input instanceof Readable ? input : Readable.from(input)) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_JSON_FEED_BYTES)
      return { ok: false, error: `The JSON feed is larger than ${MAX_JSON_FEED_BYTES / 1024 / 1024} MB` };
    chunks.push(bytes);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch (error) {
    return { ok: false, error: `The file is not JSON we can read: ${(error as Error).message}` };
  }
  const feed = jsonFeedRows(parsed);
  if (!feed.ok) return feed;
  return { ok: true, fields: feed.fields, unread: [], ...readFeedRows(feed.rows, feed.plan, options, 1) };
}

async function readFeed(request: ImportRequest, options: ReadOptions): Promise<FeedOutcome> {
  if (request.format === 'json') return readJsonFeed(request.input, options);
  const mapping = request.mapping ? feedMapping(request.mapping) : COMMON_COLUMNS;
  const read = await readCsvFeed(request.input, mapping, options);
  if (read.ok) return read;
  return 'error' in read ? read : { ok: false, error: read.problems.map(columnProblemText).join('\n') };
}

const photoLists = (accepted: FeedRead['accepted']) =>
  accepted.map(({ row, vehicle }) => ({ row, stocknum: vehicle.stocknum, urls: vehicle.photos }));

/**
 * One stock feed into one site (decisions 058, 059): read and checked row by row against the catalogue's
 * makes, then written in one transaction. Nothing is written when the file cannot be read or its columns
 * cannot be placed. Photos come after the stock is committed: the cars are listed while their photos are
 * fetched, and a photo that fails is reported, never a reason to lose the stock.
 */
export async function importFeed(
  db: Database,
  siteId: number,
  request: ImportRequest,
): Promise<ImportReport> {
  const makes = await db.select({ name: manufacturers.name }).from(manufacturers);
  const options = { knownMakes: makes.map((make) => make.name), nowYear: request.now.getUTCFullYear() };
  const read = await readFeed(request, options);
  if (!read.ok) return read;
  const applied = await applyImport(db, siteId, { ...read }, request);
  if (!applied.ok) return applied;
  const { ok, ...written } = applied;
  const photos =
    request.photos && read.fields.includes('photos')
      ? await importPhotos(db, siteId, photoLists(read.accepted), request.photos)
      : null;
  return {
    ok,
    rows: read.rows,
    accepted: read.accepted.length,
    rejected: read.rejected,
    unread: read.unread,
    ...written,
    photos,
  };
}
