'use client';

import { useCompareIds } from '@/components/compare/compare-storage';
import { Icon } from '@/components/ui/icon';
import { COMPARE_PATH } from '@/domain/compare/compare-query';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';

/**
 * The header's link to the compare page (issue 16), with how many cars the visitor has chosen to compare on
 * this site (their browser's list, so the count appears once the script runs).
 */
export function HeaderCompareLink({ favourites }: { favourites: FavouritesDto }) {
  // The stored list reads as empty on the server and until hydration, so both renders agree.
  const count = useCompareIds(favourites).ids.length;
  return (
    <a
      href={COMPARE_PATH}
      data-testid="header-compare"
      className="relative flex size-11 items-center justify-center rounded-md hover:bg-header-foreground/10"
    >
      <Icon name="git-compare-arrows" className="size-6" />
      <span className="sr-only">{count > 0 ? `Compare cars (${count} chosen)` : 'Compare cars'}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex size-5 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
    </a>
  );
}
