'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredValue } from '@/components/ui/use-stored-value';
import { parseSavedCars, type FavouritesDto } from '@/domain/favourites/saved-cars';

type SavedCarsListProps = { favourites: FavouritesDto; searchHref: string };

/**
 * The cars the visitor saved with the heart on this site (I-12, I-13), from their browser. Each links to its
 * page, which says so when the car has since sold. Removing one here removes it everywhere on the site.
 */
export function SavedCarsList({ favourites, searchHref }: SavedCarsListProps) {
  const [raw, write] = useStoredValue(favourites.savedKey);
  const hydrated = useHydrated();
  const saved = parseSavedCars(raw);
  if (!hydrated) return <p className="text-muted">Loading your saved cars…</p>;
  if (saved.length === 0) {
    return (
      <div className="space-y-3">
        <EmptyState message="No saved cars yet. Tap the heart on any car to keep it here." />
        <a href={searchHref} className="font-semibold underline underline-offset-4">
          Browse cars
        </a>
      </div>
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
            <a href={`/cars/${encodeURIComponent(car.slug)}`} className="block font-semibold hover:underline">
              {car.name}
            </a>
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
