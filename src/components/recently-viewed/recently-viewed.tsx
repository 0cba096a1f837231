'use client';

import { useEffect, useId, useState } from 'react';
import { VehicleCard } from '@/components/cards/vehicle-card';
import { loadVehicleCards, type VehicleCardsData } from '@/components/cards/load-vehicle-cards';
import { parseViewedCars, VIEWED_CARS_LIMIT } from '@/domain/vehicle/viewed-cars';

/** Logged when the cards cannot be had; the section just stays hidden. */
export const RECENTLY_VIEWED_FAILURE_MESSAGE = 'Failed to fetch recently viewed cars.';

/** How many of the visitor's viewed cars the section shows. */
export const RECENTLY_VIEWED_SHOWN = 6;

export type RecentlyViewedProps = {
  /** This site's viewed-cars key (D-104, N-7). */
  storageKey: string;
  /** The car of the page the section is on, which is not shown as viewed. */
  excludeId?: number | null;
};

function storedIds(storageKey: string, excludeId: number | null): number[] {
  try {
    const viewed = parseViewedCars(window.localStorage.getItem(storageKey));
    return viewed.map((car) => car.id).filter((id) => id !== excludeId);
  } catch (error) {
    // Storage can be off (privacy settings): there is then nothing to show.
    console.warn('recently viewed: storage not readable', error);
    return [];
  }
}

/**
 * The cars this visitor opened on this site, newest first (their browser's list, D-104), those still
 * in stock, as home vehicle cards. Nothing renders before they load, without any, or on failure (logged only).
 */
export function RecentlyViewed({ storageKey, excludeId = null }: RecentlyViewedProps) {
  const [data, setData] = useState<VehicleCardsData | null>(null);
  const headingId = useId();

  useEffect(() => {
    const ids = storedIds(storageKey, excludeId);
    if (ids.length === 0) return;
    const controller = new AbortController();
    const url = `/api/cars/recently-viewed?ids=${ids.join(',')}`;
    const rules = { maxCars: VIEWED_CARS_LIMIT, failureMessage: RECENTLY_VIEWED_FAILURE_MESSAGE };
    void loadVehicleCards(url, rules, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setData(result);
    });
    return () => controller.abort();
  }, [storageKey, excludeId]);

  if (!data) return null;
  return (
    <section data-testid="recently-viewed" aria-labelledby={headingId} className="py-8">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        Recently Viewed
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.cars.slice(0, RECENTLY_VIEWED_SHOWN).map((car) => (
          <li key={car.id} data-testid="recently-viewed-car">
            <VehicleCard vehicle={car} noPriceText={data.noPriceText} />
          </li>
        ))}
      </ul>
    </section>
  );
}
