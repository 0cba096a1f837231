import 'server-only';
import { CsvError, parse } from 'csv-parse';
import { Readable } from 'node:stream';
import {
  planColumns,
  type ColumnMapping,
  type ColumnProblem,
  type ImportField,
} from '@/domain/stock-import/columns';
import type { ReadOptions } from '@/domain/stock-import/vehicle-fields';
import { readFeedRows, type FeedRead } from '@/domain/stock-import/vehicle-row';

export type CsvFeedOutcome =
  | ({ ok: true; unread: string[]; fields: ImportField[] } & FeedRead)
  | { ok: false; problems: ColumnProblem[] }
  | { ok: false; error: string };

/**
 * A CSV stock feed read and checked (decision 058), streamed through csv-parse so the file is never one
 * string: a byte-order mark is dropped, quoted cells may hold commas and line breaks, blank lines are
 * skipped, short and long rows are read as they are (a missing cell is blank). Bytes that are not UTF-8
 * become U+FFFD, which the row check refuses. A file csv-parse cannot read (an unclosed quote) is answered
 * with its line, not thrown.
 */
export async function readCsvFeed(
  input: Readable | Iterable<string | Buffer> | AsyncIterable<string | Buffer>,
  mapping: ColumnMapping,
  options: ReadOptions,
): Promise<CsvFeedOutcome> {
  const source = input instanceof Readable ? input : Readable.from(input);
  const parser = source.pipe(
    parse({ bom: true, encoding: 'utf8', relax_column_count: true, skip_empty_lines: true }),
  );
  const records: string[][] = [];
  try {
    for await (const record of parser) records.push(record as string[]);
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, error: `The file is not CSV we can read: ${error.message}` };
    throw error;
  }
  const [headers, ...rows] = records;
  if (headers === undefined) return { ok: false, error: 'The file is empty' };
  const planned = planColumns(headers, mapping);
  if (!planned.ok) return planned;
  const { plan } = planned;
  const fields = Object.keys(plan.columns) as ImportField[];
  return { ok: true, unread: plan.unread, fields, ...readFeedRows(rows, plan, options) };
}
