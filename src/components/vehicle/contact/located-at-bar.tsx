'use client';

import { Icon } from '@/components/ui/icon';
import { useState, useSyncExternalStore } from 'react';
import type { LocatedAtView } from '@/domain/vehicle/contact/view';
import { DirectionsLink } from '@/components/ui/directions-link';

export type LocatedAtBarProps = {
  /** `vehicleContactView(data).locatedAt` (the page renders the bar only when it is not null). */
  view: LocatedAtView;
  /** This site's session-storage key of the closed bars (`siteStorageKey(siteId, 'located-at-dismissed')`). */
  storageKey: string;
};

const subscribeNever = () => () => {};

function readDismissed(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * D-79/D-80: 'Located at {city}' with 'Get Directions' (Google Maps directions to the car's yard) when the car
 * is away from the primary location. The X closes it for this car for the rest of the session.
 */
export function LocatedAtBar({ view, storageKey }: LocatedAtBarProps) {
  const { carId, city, directionsHref } = view;
  const [closed, setClosed] = useState(false);
  // Session storage is the browser's: the server render (and hydration) show the bar, then it is read.
  const closedBefore = useSyncExternalStore(
    subscribeNever,
    () => readDismissed(storageKey).includes(carId),
    () => false,
  );

  if (closed || closedBefore) return null;

  const dismiss = () => {
    setClosed(true);
    try {
      const ids = readDismissed(storageKey).filter((id) => id !== carId);
      window.sessionStorage.setItem(storageKey, JSON.stringify([...ids, carId]));
    } catch (error) {
      console.warn('located-at bar: dismissal not remembered', error);
    }
  };

  return (
    <div
      data-testid="located-at-bar"
      role="region"
      aria-label="Vehicle location"
      className="mb-3 flex items-center gap-3 rounded-md bg-primary/10 px-4 py-2 text-sm"
    >
      <Icon name="map-pin" className="size-4 shrink-0" />
      <p className="flex flex-1 flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">Located at {city}</span>
        {directionsHref ? <DirectionsLink href={directionsHref} /> : null}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="rounded p-1 hover:bg-foreground/10"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}
