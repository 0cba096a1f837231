'use client';

import { useCallback } from 'react';
import { parseCompareIds, type FavouritesDto } from '@/domain/favourites/saved-cars';
import { useStoredValue } from '@/components/ui/use-stored-value';

/** The visitor's compared car ids on this site (N-7), and a writer that keeps the stored list's format. */
export function useCompareIds(favourites: FavouritesDto) {
  const [raw, write] = useStoredValue(favourites.compareKey);
  const writeIds = useCallback((next: readonly number[]) => write(JSON.stringify(next)), [write]);
  return { ids: parseCompareIds(raw), write: writeIds };
}
