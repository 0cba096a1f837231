'use client';

import { useEffect, useRef } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { readStoredValue, useStoredValue, writeStoredValue } from '@/components/ui/use-stored-value';
import { listChanges } from '@/domain/favourites/merge-lists';
import {
  parseCompareIds,
  parseSavedCars,
  type FavouritesDto,
  type SavedCar,
} from '@/domain/favourites/saved-cars';
import { clearedSignedInHintCookie, hasSignedInHint } from '@/domain/account/signed-in-hint';
import { postAccount } from './post-account';

/** The hint outlived the session: forget it, so later changes stay in the browser without asking. */
export function forgetSignedInHint(): void {
  document.cookie = clearedSignedInHintCookie(window.location.protocol === 'https:');
}

/**
 * Decision 050: merges this browser's favourites and compare list into the signed-in buyer's account without
 * duplicates, and keeps the merged lists here. A failure leaves the browser's lists as they were.
 */
export async function mergeListsIntoAccount(favourites: FavouritesDto): Promise<void> {
  const saved = parseSavedCars(readStoredValue(favourites.savedKey));
  const compare = parseCompareIds(readStoredValue(favourites.compareKey));
  const reply = await postAccount('/api/account/saved-cars/merge', {
    favourites: saved.map((car) => car.id),
    compare,
  });
  if (!reply.ok) {
    console.warn('saved cars: not merged into the account', reply.message);
    return;
  }
  const merged = reply.body as { favourites: SavedCar[]; compare: number[] };
  writeStoredValue(favourites.savedKey, JSON.stringify(merged.favourites));
  writeStoredValue(favourites.compareKey, JSON.stringify(merged.compare));
}

async function mirror(list: 'favourites' | 'compare', before: number[], after: number[]) {
  const { add, remove } = listChanges(before, after);
  if (add.length === 0 && remove.length === 0) return;
  const reply = await postAccount('/api/account/saved-cars/change', { list, add, remove });
  if (!reply.ok && reply.message === 'Not signed in') forgetSignedInHint();
}

/**
 * While this browser is signed in (the hint cookie), each change to the saved or compared cars of this site,
 * in any of its tabs, is mirrored to the account. Mounted once per page (the header's My Garage link).
 */
export function useAccountListMirror(favourites: FavouritesDto | null): void {
  const [savedRaw] = useStoredValue(favourites?.savedKey ?? '');
  const [compareRaw] = useStoredValue(favourites?.compareKey ?? '');
  const hydrated = useHydrated();
  const previous = useRef<{ saved: number[]; compare: number[] } | null>(null);
  useEffect(() => {
    // Before hydration the lists read as empty; the first real reading is the starting point, not a change.
    if (!favourites || !hydrated) return;
    const now = {
      saved: parseSavedCars(savedRaw).map((car) => car.id),
      compare: parseCompareIds(compareRaw),
    };
    const before = previous.current;
    previous.current = now;
    if (!before || !hasSignedInHint(document.cookie)) return;
    void mirror('favourites', before.saved, now.saved);
    void mirror('compare', before.compare, now.compare);
  }, [favourites, hydrated, savedRaw, compareRaw]);
}
