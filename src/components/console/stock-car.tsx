import Link from 'next/link';
import { StockCarHeading } from './stock-car-heading';
import { StockCarHistory, type StockHistoryEntry } from './stock-car-history';
import { StockEditForm, type EditableCar } from './stock-edit-form';
import { StockPhotoGallery, type CarPhoto } from './stock-photo-gallery';
import { StockPhotoUpload } from './stock-photo-upload';

export type StockCarView = EditableCar & { slug: string; stocknum: string; title: string };
export type { StockHistoryEntry } from './stock-car-history';

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
      <StockCarHeading car={car} timeZone={timeZone} reservation={reservation} />
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
        <StockCarHistory history={history} timeZone={timeZone} />
      </div>
    </div>
  );
}
