import { fieldLabel, type ColumnPlan, type ImportField } from './columns';
import { vehicleRowSchema, type ImportedVehicle, type ReadOptions } from './vehicle-fields';

/**
 * Decision 058: one row of a stock feed as a vehicle, or the reasons it is refused, and a whole feed's rows
 * with each stock number once. Each cell is read by the rules of vehicle-fields.ts.
 */

/** A refused cell: the data row's number in the file (the header is row 1), the field, its text and why. */
export type RowProblem = { row: number; field: ImportField | 'row'; value: string; reason: string };

/** Put before a cell's text by a reader whose source value was not text (a JSON object where a price goes). */
export const NOT_TEXT_MARK = '\u0000';

/** The row's cells by field, as the plan places them (a short row leaves the rest undefined). */
function cellsOf(
  cells: readonly (string | undefined)[],
  plan: ColumnPlan,
): Partial<Record<ImportField, string>> {
  const raw: Partial<Record<ImportField, string>> = {};
  for (const [field, index] of Object.entries(plan.columns) as [ImportField, number][])
    if (cells[index] !== undefined) raw[field] = cells[index];
  return raw;
}

/**
 * Cells that are not text, refused before the row's rules run: U+FFFD is what a UTF-8 decoder leaves for bytes
 * that are not UTF-8 (a Windows-1252 export, say); NUL is never in text, and marks a JSON value of the wrong type.
 */
const NOT_TEXT: readonly { mark: string; reason: string }[] = [
  { mark: '\uFFFD', reason: 'is not UTF-8 text: save the file as UTF-8 and import it again' },
  { mark: NOT_TEXT_MARK, reason: 'must be text or a number' },
];

export type RowOutcome = { ok: true; vehicle: ImportedVehicle } | { ok: false; problems: RowProblem[] };

export type RowReader = (cells: readonly (string | undefined)[], row: number) => RowOutcome;

function notTextProblems(raw: Partial<Record<ImportField, string>>, row: number): RowProblem[] {
  return (Object.entries(raw) as [ImportField, string][]).flatMap(([field, value]) => {
    const found = NOT_TEXT.find(({ mark }) => value.includes(mark));
    if (found === undefined) return [];
    return [
      {
        row,
        field,
        value: clip(value.replaceAll(NOT_TEXT_MARK, '')),
        reason: `${fieldLabel(field)} ${found.reason}`,
      },
    ];
  });
}

/**
 * Reads data rows (`row` is the line in the file) through the plan and the platform's rules. The schema is
 * built once per feed, not per row: a feed has tens of thousands of rows.
 */
export function vehicleRowReader(plan: ColumnPlan, options: ReadOptions): RowReader {
  const schema = vehicleRowSchema(options);
  return (cells, row) => {
    const raw = cellsOf(cells, plan);
    const notText = notTextProblems(raw, row);
    if (notText.length > 0) return { ok: false, problems: notText };
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { ok: true, vehicle: parsed.data };
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const field = issue.path[0] as ImportField;
        return { row, field, value: clip(raw[field] ?? ''), reason: reasonOf(field, issue.message) };
      }),
    };
  };
}

/** One data row read on its own (a feed reads its rows with one `vehicleRowReader`). */
export const readVehicleRow = (
  cells: readonly (string | undefined)[],
  row: number,
  plan: ColumnPlan,
  options: ReadOptions,
) => vehicleRowReader(plan, options)(cells, row);

/** Messages that begin with a verb ('is longer than …') are given the field's name. */
const reasonOf = (field: ImportField, message: string) =>
  /^(is|has) /.test(message) ? `${fieldLabel(field)} ${message}` : message;

/** A report quotes at most 200 characters of a cell (a 10 MB comment is named, not copied). */
const clip = (value: string) => (value.length > 200 ? `${value.slice(0, 200)}…` : value);

export type FeedRead = {
  /** How many data rows the feed has. */
  rows: number;
  accepted: { row: number; vehicle: ImportedVehicle }[];
  /** The validation report: every refused cell, in file order. */
  rejected: RowProblem[];
  /**
   * Every stock number the file names, refused rows' included (lower case): a full feed marks sold only the cars
   * it does not name, so a car whose row has a bad price is not sold off the site.
   */
  named: Set<string>;
};

/**
 * The data rows of a feed, numbered from `firstRow` (a CSV's first data row is line 2, after the header; a JSON
 * feed's first vehicle is 1). A stock number met again (without case) is refused on its later rows, naming the
 * first: the import upserts by stock number, so the second row would silently replace the first.
 */
export function readFeedRows(
  rows: readonly (readonly (string | undefined)[])[],
  plan: ColumnPlan,
  options: ReadOptions,
  firstRow = 2,
): FeedRead {
  const read: FeedRead = { rows: rows.length, accepted: [], rejected: [], named: new Set() };
  const readRow = vehicleRowReader(plan, options);
  const firstRowOf = new Map<string, number>();
  const stocknumColumn = plan.columns.stocknum;
  rows.forEach((cells, index) => {
    const row = index + firstRow;
    const named = stocknumColumn === undefined ? '' : (cells[stocknumColumn] ?? '').trim().toLowerCase();
    if (named !== '') read.named.add(named);
    const outcome = readRow(cells, row);
    if (!outcome.ok) {
      read.rejected.push(...outcome.problems);
      return;
    }
    const key = outcome.vehicle.stocknum.toLowerCase();
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      const value = outcome.vehicle.stocknum;
      read.rejected.push({
        row,
        field: 'stocknum',
        value,
        reason: `Stock number ${value} is also on row ${first}`,
      });
      return;
    }
    firstRowOf.set(key, row);
    read.accepted.push({ row, vehicle: outcome.vehicle });
  });
  return read;
}
