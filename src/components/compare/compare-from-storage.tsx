'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { compareIdsHref } from '@/domain/compare/compare-query';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { useCompareIds } from './compare-storage';

/**
 * /compare without cars in its address: the cars the visitor ticked on this site, when there are any, by
 * their stored ids (`?ids=`; that page then shows the shareable `?cars=` address of the same cars).
 */
export function CompareFromStorage({ favourites }: { favourites: FavouritesDto }) {
  const router = useRouter();
  const { ids } = useCompareIds(favourites);
  const href = ids.length > 0 ? compareIdsHref(ids) : null;
  useEffect(() => {
    if (href) router.replace(href);
  }, [href, router]);
  return href ? (
    <p role="status" className="text-muted">
      Opening the cars you chose…
    </p>
  ) : null;
}
