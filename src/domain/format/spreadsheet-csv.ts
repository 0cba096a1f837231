import { stringify } from 'csv-stringify/sync';

/** A cell: text from a buyer, a dealer or a feed, or a number the platform itself computed. */
export type CsvCell = string | number | null;

/**
 * Text a spreadsheet would run as a formula: OWASP's =, +, -, @, tab and CR first (plus LF, which a lenient
 * reader may drop), their full-width forms (Apple Numbers reads ＝ as =), and any of them after leading spaces
 * or control characters, which some importers trim.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\p{White_Space}\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/**
 * OWASP's CSV injection advice for one text cell: one that could start a formula starts with an apostrophe
 * instead, so it shows as the text it is and nothing runs. A number is not text and is written as it is.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const cellText = (cell: CsvCell): string =>
  typeof cell === 'number' ? String(cell) : spreadsheetSafe(cell ?? '');

/**
 * Rows as CSV for people to open in a spreadsheet (RFC 4180, CRLF line ends), every text cell made safe. A cell
 * with a comma, a double quote, a CR or an LF is quoted: csv-stringify quotes a bare LF or CR only when told to
 * once a record delimiter is set, and an unquoted one would start a new row with the rest of the cell.
 */
export function spreadsheetCsv(rows: readonly (readonly CsvCell[])[], { bom = false } = {}): string {
  const text = stringify(
    rows.map((row) => row.map(cellText)),
    { record_delimiter: '\r\n', quote_record_delimiter: true },
  );
  return bom ? `\uFEFF${text}` : text;
}
