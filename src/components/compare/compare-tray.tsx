'use client';

import { compareIdsHref } from '@/domain/compare/compare-query';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { buttonLinkClass } from '@/components/ui/button-link';
import { useCompareIds } from './compare-storage';

/**
 * The compare tray (decision 049) on search and vehicle pages: how many cars are ticked for comparing, a link
 * to compare them and a way to clear the list. Shown once a car is ticked (it lives in the browser's
 * storage).
 */
export function CompareTray({
  favourites,
  className = '',
}: {
  favourites: FavouritesDto;
  className?: string;
}) {
  const compared = useCompareIds(favourites);
  const count = compared.ids.length;
  // The stored list reads as empty on the server and until hydration, so the tray appears with the script.
  if (count === 0) return null;
  return (
    <aside
      aria-label="Cars to compare"
      data-testid="compare-tray"
      className={`compare-tray flex flex-wrap items-center gap-3 rounded-lg border border-foreground/15 bg-background p-3 shadow-lg ${className}`}
    >
      <p className="text-sm font-semibold" role="status">
        {count} of {favourites.compareLimit} cars chosen to compare
      </p>
      <a href={compareIdsHref(compared.ids)} className={buttonLinkClass('primary', 'min-h-10 py-1')}>
        Compare now
      </a>
      <button type="button" onClick={() => compared.write([])} className="text-sm font-semibold underline">
        Clear
      </button>
    </aside>
  );
}
