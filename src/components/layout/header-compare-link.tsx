'use client';

import { useCompareIds } from '@/components/compare/compare-storage';
import { COMPARE_PATH } from '@/domain/compare/compare-query';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { HeaderCountLink } from './header-count-link';

/**
 * The header's link to the compare page (decision 049), with how many cars the visitor has chosen to compare
 * on this site (their browser's list, so the count appears once the script runs).
 */
export function HeaderCompareLink({ favourites }: { favourites: FavouritesDto }) {
  // The stored list reads as empty on the server and until hydration, so both renders agree.
  const count = useCompareIds(favourites).ids.length;
  const label = count > 0 ? `Compare cars (${count} chosen)` : 'Compare cars';
  return (
    <HeaderCountLink
      href={COMPARE_PATH}
      icon="git-compare-arrows"
      label={label}
      count={count}
      testId="header-compare"
    />
  );
}
