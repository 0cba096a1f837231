'use client';

import { useEffect } from 'react';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { useCompareIds } from './compare-storage';

type StoredCompareSyncProps = { shareHref: string | null; missingIds: number[]; favourites: FavouritesDto };

/**
 * After the compare page opened the browser's stored list (`?ids=`): the address becomes the shareable one
 * (`?cars=` slugs) without a reload, and cars the site no longer lists leave the stored list.
 */
export function StoredCompareSync({ shareHref, missingIds, favourites }: StoredCompareSyncProps) {
  const { ids, write } = useCompareIds(favourites);
  const hasStale = ids.some((id) => missingIds.includes(id));
  useEffect(() => {
    if (shareHref && new URLSearchParams(window.location.search).has('ids'))
      window.history.replaceState(window.history.state, '', shareHref);
  }, [shareHref]);
  useEffect(() => {
    if (hasStale) write(ids.filter((id) => !missingIds.includes(id)));
  }, [hasStale, ids, write, missingIds]);
  return null;
}
