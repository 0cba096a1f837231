'use client';

import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { buildSearchBreadcrumbs, searchPageTitle } from '@/domain/search/breadcrumbs';
import { Container } from '@/components/ui/container';
import { EmptyResults } from './empty-results';
import { FilterDrawer } from './filter-drawer';
import { FiltersSidebar } from './filters-sidebar';
import { PaginationNav } from './pagination-nav';
import { RecentSearches } from './recent-searches';
import { ResultCarousel } from './result-carousel';
import { ResultGrid } from './result-grid';
import { ResultLayoutToggle, type ResultLayout } from './result-layout-toggle';
import { ResultsHeader } from './results-header';
import { SearchBreadcrumbs } from './search-breadcrumbs';
import { SearchControlsProvider } from './search-controls';
import { isPlainLeftClick } from './search-navigation';
import { SearchStatusMessage } from './search-status';
import { SearchTextForm } from './search-text-form';
import { RESULTS_ANCHOR_ID, useSearchController, type SearchPageInitial } from './use-search-controller';
import { hrefFor } from '@/domain/search/page/links';

/**
 * The search page. The server renders it complete (every control a link or a GET form, C-20: no search
 * request on first load); in the browser it takes over its own links and forms and updates in place.
 */
export function SearchPageClient({ initial }: { initial: SearchPageInitial }) {
  const { view, data, status, navigate, navigateHref, retry } = useSearchController(initial);
  const [layout, setLayout] = useState<ResultLayout>('grid');
  const { breadcrumbBasePath, configuredModels } = view.config.search;
  const crumbs = useMemo(
    () =>
      buildSearchBreadcrumbs(view.state, view.ctx, {
        basePath: breadcrumbBasePath,
        configuredModels,
        dealershipSlug: view.dealershipSlug,
      }),
    [view.state, view.ctx, view.dealershipSlug, breadcrumbBasePath, configuredModels],
  );
  // The server set the first title; later states name themselves the same way (the site layout's template).
  useEffect(() => {
    document.title = `${searchPageTitle(view.state)} | ${initial.siteName}`;
  }, [view.state, initial.siteName]);
  const hasHits = data.cards.some((card) => card.kind === 'hit');

  // Capture phase: the page decides before a link's own handler (Next.js Link) starts a server navigation.
  const takeOverLinks = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainLeftClick(event) || anchor.target) return;
    const scrollToResults = anchor.hasAttribute('data-scroll-to-results');
    if (!navigateHref(anchor.getAttribute('href') ?? '', { scrollToResults })) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const filters = (idPrefix: string) => (
    <FiltersSidebar makes={data.makes} facets={data.facets} stats={data.stats} idPrefix={idPrefix} />
  );

  return (
    <SearchControlsProvider value={{ state: view.state, status, navigate }}>
      <Container className="space-y-6 py-8">
        <div onClickCapture={takeOverLinks}>
          <SearchBreadcrumbs crumbs={crumbs} />
        </div>
        <div onClickCapture={takeOverLinks} className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Search filters" className="hidden space-y-6 lg:block">
            <RecentSearches historyKey={initial.historyKey} currentPath={hrefFor(view.state, view)} />
            {filters('side')}
          </nav>
          <div className="min-w-0 space-y-6">
            <SearchTextForm form={data.searchForm} query={view.state.query} />
            <ResultsHeader
              count={data.count}
              sort={data.sort}
              controls={
                <>
                  <ResultLayoutToggle layout={layout} onChange={setLayout} />
                  <FilterDrawer
                    count={data.count}
                    vehicleNounPlural={view.config.search.vehicleNounPlural}
                    busy={status === 'loading'}
                  >
                    {filters('drawer')}
                  </FilterDrawer>
                </>
              }
            />
            <SearchStatusMessage status={status} onRetry={retry} />
            <div
              id={RESULTS_ANCHOR_ID}
              aria-busy={status === 'loading'}
              className={`scroll-mt-4 transition-opacity ${status === 'loading' ? 'opacity-60' : ''}`}
            >
              {hasHits && layout === 'grid' ? (
                <ResultGrid cards={data.cards} favourites={data.favourites} />
              ) : null}
              {hasHits && layout === 'carousel' ? (
                <ResultCarousel cards={data.cards} favourites={data.favourites} />
              ) : null}
              {hasHits ? null : <EmptyResults clearFiltersHref={data.clearFiltersHref} />}
            </div>
            {status === 'idle' ? <PaginationNav pagination={data.pagination} /> : null}
          </div>
        </div>
      </Container>
    </SearchControlsProvider>
  );
}
