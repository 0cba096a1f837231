'use client';

import { useEffect, useState } from 'react';
import { EmptyStateWithBrowse } from '@/components/ui/empty-state';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredValue } from '@/components/ui/use-stored-value';
import { parseSavedCars, type FavouritesDto, type SavedCar } from '@/domain/favourites/saved-cars';
import { WATCHLIST_STATE_LABELS } from '@/domain/watchlist/watchlist';
import type { CarStateDto } from '@/domain/watchlist/car-state-view';

/** How the saved cars stand now (sold, reserved, no longer listed), asked once per list; empty until known. */
function useCarStates(ids: readonly number[]): Map<number, CarStateDto> {
  const [states, setStates] = useState(new Map<number, CarStateDto>());
  const key = ids.slice(0, 100).join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    fetch(`/api/cars/states?ids=${key}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ cars: CarStateDto[] }>) : null))
      .then((body) => {
        if (live && body) setStates(new Map(body.cars.map((car) => [car.id, car])));
      })
      // Without states the list still works: each car links to its page, which says if it has sold.
      .catch((error: unknown) => console.warn('saved cars: states not read', error));
    return () => {
      live = false;
    };
  }, [key]);
  return states;
}

type SavedCarsListProps = { favourites: FavouritesDto; searchHref: string };

function SavedCarTitle({ car, state }: { car: SavedCar; state: CarStateDto | undefined }) {
  const label = state ? WATCHLIST_STATE_LABELS[state.state] : null;
  // Known to be gone: no page to open, but similar cars to find.
  const href = state === undefined ? `/cars/${encodeURIComponent(car.slug)}` : state.href;
  return (
    <>
      {href ? (
        <a href={href} className="block font-semibold hover:underline">
          {car.name}
        </a>
      ) : (
        <p className="font-semibold">{car.name}</p>
      )}
      {label ? <p className="text-sm font-semibold">{label}</p> : null}
      {state && state.state !== 'inStock' ? (
        <a href={state.similarHref} className="block text-sm underline underline-offset-4">
          Find Me Something Similar
        </a>
      ) : null}
    </>
  );
}

/**
 * The cars the visitor saved with the heart on this site (I-12, I-13), from their browser. Each links to its
 * page, which says so when the car has since sold. Removing one here removes it everywhere on the site.
 */
export function SavedCarsList({ favourites, searchHref }: SavedCarsListProps) {
  const [raw, write] = useStoredValue(favourites.savedKey);
  const hydrated = useHydrated();
  const saved = parseSavedCars(raw);
  const states = useCarStates(saved.map((car) => car.id));
  if (!hydrated) return <p className="text-muted">Loading your saved cars…</p>;
  if (saved.length === 0) {
    return (
      <EmptyStateWithBrowse
        message="No saved cars yet. Tap the heart on any car to keep it here."
        searchHref={searchHref}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-cars">
      {saved.map((car) => (
        <li key={car.id} className="flex items-center gap-3 rounded-lg border border-foreground/15 p-3">
          {car.primary_image_url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored URL of our own media, already sized
            <img src={car.primary_image_url} alt="" className="h-16 w-24 shrink-0 rounded object-cover" />
          ) : null}
          <div className="min-w-0 flex-1 space-y-1">
            <SavedCarTitle car={car} state={states.get(car.id)} />
            <button
              type="button"
              onClick={() => write(JSON.stringify(saved.filter((entry) => entry.id !== car.id)))}
              className="min-h-11 text-sm underline underline-offset-4"
            >
              Remove<span className="sr-only"> {car.name}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
