import type { ReactNode } from 'react';
import type { SearchPageData } from '@/domain/search/page/types';
import { SortForm } from './sort-form';

const countFormat = new Intl.NumberFormat('en-AU');

export function ResultsHeader({
  count,
  sort,
  controls,
}: {
  count: number;
  sort: SearchPageData['sort'];
  /** The layout toggle and the mobile filter button, beside the sort. */
  controls: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight" data-testid="search-count">
        {countFormat.format(count)} {count === 1 ? 'vehicle' : 'vehicles'} found
      </h1>
      <div className="flex flex-wrap items-center gap-2">
        {controls}
        <SortForm sort={sort} />
      </div>
    </div>
  );
}
