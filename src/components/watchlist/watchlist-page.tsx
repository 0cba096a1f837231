'use client';

import { useState } from 'react';
import { EmptyStateWithBrowse } from '@/components/ui/empty-state';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { PlainImage } from '@/components/ui/plain-image';
import { ToastRegion } from '@/components/ui/toast';
import { GARAGE_PATH, WATCHLIST_PATH } from '@/domain/account/garage-path';
import { formatPriceOrText } from '@/domain/format/money';
import { formatKm } from '@/domain/format/number';
import { WATCHLIST_STATE_LABELS } from '@/domain/watchlist/watchlist';
import type { CarWithStateDto } from '@/domain/watchlist/car-state-view';
import { useWatchlist } from './use-watchlist';

type WatchlistPageProps = {
  cars: CarWithStateDto[];
  phone: string;
  noPriceText: string;
  searchHref: string;
};

const HEADING_ID = 'watchlist-heading';

function WatchlistCar(props: {
  car: CarWithStateDto;
  noPriceText: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const { car, noPriceText, busy, onRemove } = props;
  const stateLabel = WATCHLIST_STATE_LABELS[car.state];
  return (
    <li className="card overflow-hidden" data-testid="watchlist-car">
      {car.image ? (
        <PlainImage
          src={car.image.url}
          alt=""
          width={car.image.width}
          height={car.image.height}
          className="aspect-4/3 w-full object-cover"
        />
      ) : (
        <ImagePlaceholder icon="car" label="Photo coming soon" />
      )}
      <div className="card-body space-y-2">
        <h2 className="font-semibold">
          {car.href ? (
            <a href={car.href} className="hover:underline">
              {car.title}
            </a>
          ) : (
            car.title
          )}
        </h2>
        {stateLabel ? (
          <p className="inline-block rounded bg-foreground/10 px-2 py-0.5 text-sm font-semibold">
            {stateLabel}
          </p>
        ) : null}
        <p className="text-xl font-bold text-primary">{formatPriceOrText(car.price, noPriceText)}</p>
        {car.km === null ? null : <p className="text-sm text-muted">{formatKm(car.km)}</p>}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {car.state === 'inStock' ? null : (
            <a href={car.similarHref} className="min-h-11 text-sm font-semibold underline underline-offset-4">
              Find Me Something Similar
            </a>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-busy={busy}
            className="inline-flex min-h-11 items-center gap-2 text-sm underline underline-offset-4"
          >
            {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
            Remove<span className="sr-only"> {car.title} from your watchlist</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** B-27: the buyer's watchlist, newest first; sold or removed cars stay, marked, with a similar-cars link. */
export function WatchlistPage({ cars, phone, noPriceText, searchHref }: WatchlistPageProps) {
  const [initial] = useState(() => ({ signedIn: true, phone, ids: cars.map((car) => car.id) }));
  const { state, busyIds, change } = useWatchlist(WATCHLIST_PATH, initial);
  const [error, setError] = useState<string | null>(null);
  const ids = state.kind === 'ready' ? state.visitor.ids : [];
  const shown = cars.filter((car) => ids.includes(car.id));

  async function remove(car: CarWithStateDto) {
    setError(null);
    setError(await change('remove', car.id, car.title));
  }

  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container className="space-y-6">
        <p>
          <a href={GARAGE_PATH} className="text-sm underline underline-offset-4">
            My Garage
          </a>
        </p>
        <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
          My Watchlist
        </h1>
        {error ? (
          <p
            role="alert"
            className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900"
          >
            {error}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <EmptyStateWithBrowse
            message="Your watchlist is empty. Use 'Save to Watchlist' on any car to keep an eye on it."
            searchHref={searchHref}
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((car) => (
              <WatchlistCar
                key={car.id}
                car={car}
                noPriceText={noPriceText}
                busy={busyIds.includes(car.id)}
                onRemove={() => void remove(car)}
              />
            ))}
          </ul>
        )}
        <ToastRegion />
      </Container>
    </section>
  );
}
