'use client';

import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { parseCompareIds } from '@/domain/favourites/saved-cars';
import { useStoredValue } from '@/components/ui/use-stored-value';

/** The visitor's compared car ids on this site (N-7), and a writer that keeps the stored list's format. */
export function useCompareIds(favourites: FavouritesDto) {
  const [raw, write] = useStoredValue(favourites.compareKey);
  const ids = parseCompareIds(raw);
  return { ids, write: (next: readonly number[]) => write(JSON.stringify(next)) };
}
