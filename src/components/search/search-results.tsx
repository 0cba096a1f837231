'use client';

import { useState } from 'react';
import type { SearchPageData } from '@/domain/search/page/types';
import { CompareTray } from '@/components/compare/compare-tray';
import { ComparisonRateNote } from '@/components/finance/comparison-rate-note';
import { EmptyResults } from '@/components/ui/empty-results';
import { ResultCarousel } from './result-carousel';
import { ResultGrid } from './result-grid';
import type { ResultLayout } from './result-layout-toggle';
import type { SearchStatus } from './search-page-types';
import { RESULTS_ANCHOR_ID } from './use-search-controller';

/**
 * The cards as a grid or a carousel, or the empty state; dimmed and marked busy while loading (C-26); the
 * comparison-rate note when a card states a rate; the compare tray under them once a car is ticked
 * (decision 049).
 */
export function SearchResults({
  data,
  layout,
  status,
}: {
  data: SearchPageData;
  layout: ResultLayout;
  status: SearchStatus;
}) {
  const hasHits = data.cards.some((card) => card.kind === 'hit');
  const statesRates = data.cards.some((card) => card.kind === 'hit' && card.card.financeLine !== null);
  const List = layout === 'grid' ? ResultGrid : ResultCarousel;
  return (
    <div
      id={RESULTS_ANCHOR_ID}
      // The 'Skip to results' link's target: focus lands here, and the next Tab is the first result.
      tabIndex={-1}
      aria-busy={status === 'loading'}
      className={`scroll-mt-4 transition-opacity ${status === 'loading' ? 'opacity-60' : ''}`}
    >
      {hasHits ? (
        <List cards={data.cards} favourites={data.favourites} />
      ) : (
        <EmptyResults clearFiltersHref={data.clearFiltersHref} />
      )}
      {statesRates ? <ComparisonRateNote className="mt-6" /> : null}
      {data.favourites ? (
        <CompareTray favourites={data.favourites} className="sticky bottom-4 z-20 mt-6" />
      ) : null}
    </div>
  );
}

export function useResultLayout() {
  return useState<ResultLayout>('grid');
}
