import type { ReactNode } from 'react';
import type { SearchPageData } from '@/domain/search/page/types';
import { foundText, type CountNoun } from '@/domain/stock/value-labels';
import { SortForm } from './sort-form';

export function ResultsHeader({
  count,
  noun,
  sort,
  controls,
}: {
  count: number;
  /** The site's words for what it sells ('vehicle'/'vehicles', 'caravan'/'caravans'). */
  noun: CountNoun;
  sort: SearchPageData['sort'];
  /** The layout toggle and the mobile filter button, beside the sort. */
  controls: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight" data-testid="search-count">
        {foundText(count, noun)}
      </h1>
      <div className="flex flex-wrap items-center gap-2">
        {controls}
        <SortForm sort={sort} />
      </div>
    </div>
  );
}
