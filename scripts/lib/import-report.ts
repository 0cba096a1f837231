import { escapeControlCharacters } from '@/domain/leads';
import type { ImportReport } from '@/server/stock-import/import-feed';

type DoneReport = Extract<ImportReport, { ok: true }>;

const count = (value: number) => value.toLocaleString('en-AU');
/** A feed's text never drives the operator's terminal (as in the leads CLI). */
const shown = (text: string) => escapeControlCharacters(text);

/** The first `limit` problems of a list, then how many more there are. */
function listed<T>(items: readonly T[], limit: number, line: (item: T) => string): string[] {
  const lines = items.slice(0, limit).map(line);
  if (items.length > limit)
    lines.push(`  … and ${count(items.length - limit)} more (--report FILE writes them all)`);
  return lines;
}

/** What `npm run import` prints when the import is done: the counts, then every note and refused cell. */
export function formatImportReport(report: DoneReport, limit = 100): string {
  const lines = [
    `${count(report.rows)} rows: ${count(report.accepted)} accepted, ${count(report.rows - report.accepted)} refused`,
    `${count(report.added)} added, ${count(report.updated)} updated, ${count(report.unchanged)} unchanged, ` +
      `${count(report.markedSold)} marked sold; stock version ${report.stockVersion}`,
  ];
  if (report.photos) {
    const { carsChanged, stored, reused, failed } = report.photos;
    lines.push(
      `Photos: ${count(carsChanged)} cars' galleries changed; ${count(stored)} stored, ${count(reused)} already stored, ${count(failed.length)} failed`,
    );
  }
  if (report.unread.length > 0) lines.push(`Columns not read: ${report.unread.map(shown).join(', ')}`);
  if (report.notes.length > 0) {
    lines.push('Placed at the default yard:');
    lines.push(...listed(report.notes, limit, (note) => `  row ${note.row}: ${shown(note.reason)}`));
  }
  const photoProblems = report.photos?.failed ?? [];
  if (photoProblems.length > 0) {
    lines.push('Photos left out (row, address: reason):');
    lines.push(
      ...listed(
        photoProblems,
        limit,
        (problem) => `  row ${problem.row}, ${shown(problem.value)}: ${problem.reason}`,
      ),
    );
  }
  if (report.rejected.length > 0) {
    lines.push('Refused (row, field, value: reason):');
    lines.push(
      ...listed(
        report.rejected,
        limit,
        (problem) =>
          `  row ${problem.row}, ${problem.field}, '${shown(problem.value)}': ${shown(problem.reason)}`,
      ),
    );
  }
  return lines.join('\n');
}

/** Rows a second, for progress lines. */
export const rate = (rows: number, milliseconds: number) =>
  milliseconds <= 0 ? '—' : `${count(Math.round((rows * 1000) / milliseconds))} rows/s`;
