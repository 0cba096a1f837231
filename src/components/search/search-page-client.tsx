'use client';

import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { searchPageTitle } from '@/domain/search/breadcrumbs';
import { searchPageBreadcrumbs } from '@/domain/search/page/breadcrumbs';
import { Container } from '@/components/ui/container';
import { FilterDrawer, SEARCH_FILTERS_ID } from './filter-drawer';
import { SkipLink } from '@/components/ui/skip-link';
import { FiltersSidebar } from './filters-sidebar';
import { PaginationNav } from '@/components/ui/pagination-nav';
import { RecentSearches } from './recent-searches';
import { ResultLayoutToggle } from './result-layout-toggle';
import { ResultsHeader } from './results-header';
import { SaveSearchButton } from './save-search-button';
import { SearchBreadcrumbs } from './search-breadcrumbs';
import { SearchControlsProvider } from './search-controls';
import { isPlainLeftClick } from '@/components/ui/plain-left-click';
import { SearchStatusMessage } from './search-status';
import { SearchResults, useResultLayout } from './search-results';
import { SearchTextForm } from './search-text-form';
import { NearForm } from './near-form';
import { FilterChips } from './filter-chips';
import { HydratedMark } from '@/components/ui/hydrated-mark';
import type { SearchPageInitial } from './search-page-types';
import { RESULTS_ANCHOR_ID, useSearchController, type SearchController } from './use-search-controller';
import type { SearchPageView } from '@/domain/search/page/build';
import { hrefFor } from '@/domain/search/page/links';
import type { SearchState } from '@/domain/search/state';
import type { SearchWording } from '@/domain/stock/value-labels';

/**
 * The search page. The server renders it complete (every control a link or a GET form, C-20: no search
 * request on first load); in the browser it takes over its own links and forms and updates in place.
 */
/** Follows the search state in the document title, as the site layout's template words it. */
function useSearchDocumentTitle(state: SearchState, siteName: string, wording: SearchWording) {
  useEffect(() => {
    document.title = `${searchPageTitle(state, wording)} | ${siteName}`;
  }, [state, siteName, wording]);
}

function useBreadcrumbs(view: SearchPageView) {
  return useMemo(() => searchPageBreadcrumbs(view), [view]);
}

/**
 * Takes over a click on a link to another state of this page. Capture phase: the page decides before a link's
 * own handler (Next.js Link) starts a server navigation.
 */
function linkTakeOver(navigateHref: SearchController['navigateHref']) {
  return (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainLeftClick(event) || anchor.target) return;
    const scrollToResults = anchor.hasAttribute('data-scroll-to-results');
    if (!navigateHref(anchor.getAttribute('href') ?? '', { scrollToResults })) return;
    event.preventDefault();
    event.stopPropagation();
  };
}

/**
 * The search page. The server renders it complete (every control a link or a GET form, C-20: no search
 * request on first load); in the browser it takes over its own links and forms and updates in place.
 */
export function SearchPageClient({ initial }: { initial: SearchPageInitial }) {
  const { view, data, status, navigate, navigateHref, retry } = useSearchController(initial);
  const [layout, setLayout] = useResultLayout();
  const crumbs = useBreadcrumbs(view);
  const page = useRef<HTMLDivElement>(null);
  useSearchDocumentTitle(view.state, initial.siteName, view.config.wording);
  const takeOverLinks = linkTakeOver(navigateHref);
  const filters = (idPrefix: string) => (
    <FiltersSidebar
      makes={data.makes}
      facets={data.facets}
      stats={data.stats}
      priceRanges={data.priceRanges}
      idPrefix={idPrefix}
    />
  );

  return (
    <SearchControlsProvider value={{ state: view.state, status, navigate }}>
      <div ref={page}>
        <Container className="space-y-6 py-8">
          <div onClickCapture={takeOverLinks}>
            <SearchBreadcrumbs crumbs={crumbs} />
          </div>
          <SkipLink targetId={RESULTS_ANCHOR_ID} label="Skip to results" />
          <div onClickCapture={takeOverLinks} className="grid gap-8 lg:grid-cols-[16rem_1fr]">
            <nav
              id={SEARCH_FILTERS_ID}
              aria-label="Search filters"
              className="hidden scroll-mt-4 space-y-6 target:block lg:block"
            >
              <RecentSearches
                historyKey={initial.historyKey}
                currentPath={hrefFor(view.state, view)}
                valueLabels={view.config.wording.valueLabels}
              />
              {filters('side')}
            </nav>
            <div className="min-w-0 space-y-6">
              <SearchTextForm form={data.searchForm} query={view.state.query} />
              <NearForm near={data.near} />
              <ResultsHeader
                count={data.count}
                noun={view.config.wording.countNoun}
                sort={data.sort}
                controls={
                  <>
                    <SaveSearchButton currentPath={hrefFor(view.state, view)} />
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
              <FilterChips chips={data.chips} clearHref={data.clearFiltersHref} />
              <SearchStatusMessage status={status} onRetry={retry} />
              <SearchResults data={data} layout={layout} status={status} />
              {status === 'idle' ? <PaginationNav pagination={data.pagination} /> : null}
              <HydratedMark target={page} attribute="data-search-ready" />
            </div>
          </div>
        </Container>
      </div>
    </SearchControlsProvider>
  );
}
