import {
  AUDITED_FIELD_LABELS,
  STOCK_STATE_LABELS,
  type StockChangeEntry,
  type StockState,
} from '@/domain/console/stock-edit';
import { PHOTO_AUDIT_LABELS } from '@/domain/console/stock-photos';
import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';

export type StockHistoryEntry = StockChangeEntry;

/** An audited value as staff read it: a price in dollars, a status by its label, nothing as 'none'. */
function shownValue(field: string, value: string | null): string {
  if (value === null) return 'none';
  if (field === 'price') return formatMoney(Number(value));
  if (field === 'state') return STOCK_STATE_LABELS[value as StockState] ?? value;
  return value.length > 80 ? `${value.slice(0, 80)}…` : value;
}

const FIELD_LABELS: Readonly<Record<string, string>> = { ...AUDITED_FIELD_LABELS, ...PHOTO_AUDIT_LABELS };

/** One audit row as a line: the field, what it was and what it became (a new cover is only said to change). */
function changeText(entry: StockHistoryEntry): string {
  if (entry.field === 'cover') return 'Cover photo changed';
  const label = FIELD_LABELS[entry.field] ?? entry.field;
  return `${label}: ${shownValue(entry.field, entry.oldValue)} → ${shownValue(entry.field, entry.newValue)}`;
}

/** Who changed what on a car in the console, newest first. */
export function StockCarHistory({
  history,
  timeZone,
}: {
  history: readonly StockHistoryEntry[];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="stock-history-heading" className="space-y-3">
      <h2 id="stock-history-heading" className="text-lg font-semibold">
        Changes
      </h2>
      {history.length === 0 ? (
        <p className="text-sm">No changes made in the console yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {history.map((entry) => (
            <li key={entry.id}>
              <p>{changeText(entry)}</p>
              <p className="text-muted">
                {entry.by}, {formatZonedDateTime(entry.at, timeZone)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
