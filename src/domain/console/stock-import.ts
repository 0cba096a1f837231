/**
 * A stock feed imported from the dealer console (decision 063): the file the CLI's `npm run import` reads,
 * uploaded by staff whose role may import, and its report shown on the page.
 */
export const STOCK_IMPORT_PATH = '/api/console/stock/import';

/** 20,000 cars with long comments is about 40 MB; a larger file goes through `npm run import`. */
export const MAX_FEED_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_MAPPING_UPLOAD_BYTES = 1024 * 1024;
/** The two files and the form's fields, with room for the multipart framing. */
export const MAX_IMPORT_BODY_BYTES = MAX_FEED_UPLOAD_BYTES + MAX_MAPPING_UPLOAD_BYTES + 64 * 1024;

export const FEED_ACCEPT = '.csv,.json,text/csv,application/json';
export const MAPPING_ACCEPT = '.json,application/json';

export const STOCK_IMPORT_MESSAGES = {
  noFeed: 'Choose the feed file: a CSV or JSON export of your stock.',
  feedTooLarge: 'The feed file is over 50 MB. Ask Forecourt support to import it for you.',
  mappingTooLarge: 'The column mapping file is over 1 MB.',
} as const;

/** The browser's check before the files are sent: the first problem, or null. */
export function checkImportFiles(
  feed: { size: number } | null,
  mapping: { size: number } | null,
): { field: 'feed' | 'mapping'; message: string } | null {
  if (!feed) return { field: 'feed', message: STOCK_IMPORT_MESSAGES.noFeed };
  if (feed.size > MAX_FEED_UPLOAD_BYTES)
    return { field: 'feed', message: STOCK_IMPORT_MESSAGES.feedTooLarge };
  if (mapping && mapping.size > MAX_MAPPING_UPLOAD_BYTES)
    return { field: 'mapping', message: STOCK_IMPORT_MESSAGES.mappingTooLarge };
  return null;
}

/** A report's lists are shown up to this many entries, then how many more there are. */
export const REPORT_ROWS_SHOWN = 100;

/** One refused cell, placed car or left-out photo: where, what and why. */
export type ImportProblemView = { row: number; field: string; value: string; reason: string };
export type ShownList = { shown: ImportProblemView[]; more: number };

/** What the console shows of a finished import (ImportReport, trimmed for the page). */
export type ConsoleImportReport = {
  rows: number;
  accepted: number;
  added: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  unread: string[];
  rejected: ShownList;
  notes: ShownList;
  photos: { carsChanged: number; stored: number; reused: number; failed: ShownList } | null;
};

/** A cell as a table shows it: on one line (a feed's NUL marks a value that was not text), at most 120 characters. */
function clipped(value: string): string {
  const line = value.replace(/\p{Cc}/gu, ' ');
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}

/** The first REPORT_ROWS_SHOWN of a list (values cut at 120 characters), and how many are left out. */
export function shownList(problems: readonly ImportProblemView[]): ShownList {
  return {
    shown: problems
      .slice(0, REPORT_ROWS_SHOWN)
      .map(({ row, field, value, reason }) => ({ row, field, value: clipped(value), reason })),
    more: Math.max(0, problems.length - REPORT_ROWS_SHOWN),
  };
}

const count = (value: number) => value.toLocaleString('en-AU');

/** The report's first line, as the status line announces it. */
export function importSummary(report: ConsoleImportReport): string {
  const refused = report.rows - report.accepted;
  return (
    `Imported: ${count(report.rows)} rows, ${count(report.accepted)} accepted, ${count(refused)} refused; ` +
    `${count(report.added)} added, ${count(report.updated)} updated, ${count(report.unchanged)} unchanged, ` +
    `${count(report.markedSold)} marked sold.`
  );
}
