'use client';

import { useEffect } from 'react';
import { parseViewedCars, pushViewedCar, type ViewedCar } from '@/domain/vehicle/viewed-cars';

/** D-104: remembers this car in the visitor's own browser (this site's key, N-7), newest first, 20 at most. */
export function ViewedCarRecorder({ storageKey, car }: { storageKey: string; car: ViewedCar }) {
  useEffect(() => {
    try {
      const next = pushViewedCar(parseViewedCars(window.localStorage.getItem(storageKey)), car);
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch (error) {
      // Storage can be off (privacy settings): the page works the same without the record.
      console.warn('viewed cars: not saved', error);
    }
    // The record describes the car of this page; a new car is a new page (and key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, car.id]);
  return null;
}
