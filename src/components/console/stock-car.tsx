import Link from 'next/link';
import { vehicleHref } from '@/domain/cards/action-links';
import { AUDITED_FIELD_LABELS, STOCK_STATE_LABELS, type StockState } from '@/domain/console/stock-edit';
import { PHOTO_AUDIT_LABELS } from '@/domain/console/stock-photos';
import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { StockEditForm, type EditableCar } from './stock-edit-form';
import { StockPhotoGallery, type CarPhoto } from './stock-photo-gallery';
import { StockPhotoUpload } from './stock-photo-upload';

export type StockCarView = EditableCar & { slug: string; stocknum: string; title: string };
export type StockHistoryEntry = {
  id: number;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  by: string;
  at: Date;
};

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

/**
 * One car in the console: its photos and the edit form (with their controls for roles that may edit) and who
 * changed what, newest first.
 */
export function StockCar({
  car,
  photos,
  history,
  timeZone,
  canEdit,
  reservation,
}: {
  car: StockCarView;
  photos: readonly CarPhoto[];
  history: readonly StockHistoryEntry[];
  timeZone: string;
  canEdit: boolean;
  /** The online reservation holding the car now: its status cannot go back to in stock while it lasts. */
  reservation: { expiresAt: Date } | null;
}) {
  return (
    <div className="space-y-5">
      <Link href="/console/stock" prefetch={false} className="text-sm underline">
        Back to stock
      </Link>
      <div>
        <h1 id="console-title" className="text-3xl font-bold tracking-tight">
          {car.title}
        </h1>
        <p className="text-muted">
          Stock {car.stocknum} · {STOCK_STATE_LABELS[car.state]} · {formatMoney(car.price)}
          {car.state !== 'sold' ? (
            <>
              {' · '}
              <Link href={vehicleHref(car.slug)} prefetch={false} className="underline">
                View on the site
              </Link>
            </>
          ) : null}
        </p>
        {reservation ? (
          <p className="mt-2 rounded-md bg-accent/20 px-3 py-2 text-sm font-semibold">
            An online reservation holds this car until {formatZonedDateTime(reservation.expiresAt, timeZone)}.
          </p>
        ) : null}
      </div>
      <section aria-labelledby="stock-photos-heading" className="space-y-3">
        <h2 id="stock-photos-heading" className="text-lg font-semibold">
          Photos
        </h2>
        <StockPhotoGallery vehicleId={car.id} photos={photos} canEdit={canEdit} />
        {canEdit ? <StockPhotoUpload vehicleId={car.id} /> : null}
      </section>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="stock-edit-heading" className="space-y-3">
          <h2 id="stock-edit-heading" className="text-lg font-semibold">
            {canEdit ? 'Edit' : 'Details'}
          </h2>
          {canEdit ? (
            <StockEditForm car={car} />
          ) : (
            <p>Your role can see the stock but not change it. Ask a sales manager or the owner.</p>
          )}
        </section>
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
      </div>
    </div>
  );
}
