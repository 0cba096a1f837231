'use client';

import { useCallback, useEffect } from 'react';
import { hrefFor } from '@/domain/search/page/links';
import type { SearchState } from '@/domain/search/state';
import { rememberSearch } from './search-history-storage';
import { pathAndQuery, searchStateForHref } from './search-navigation';
import { saveScrollInCurrentEntry } from './search-scroll';
import type { SearchPageInitial } from './search-page-types';
import { useRestoreOnHistoryMove, useSearchRun, useSearchStatus } from './use-search-run';

export { RESULTS_ANCHOR_ID } from './search-scroll';

/**
 * The search page's state machine (C-12..C-16, C-23, C-26): the URL holds the search state; a change
 * pushes the new URL at once, then the result comes from the page's result cache or GET /api/search and the
 * page is rebuilt with the same pure builder the server used. While loading or after an error the previous
 * hits stay and the page list is empty. Back and Forward re-run the state of the URL and restore the scroll
 * position saved when the visitor left it.
 */
export function useSearchController(initial: SearchPageInitial) {
  const { status, statusRef, setStatus } = useSearchStatus();
  const { view, data, viewRef, run, reportSearchView } = useSearchRun(initial, setStatus);

  /** A new search state chosen on the page: a new history entry, then its results. */
  const navigate = useCallback(
    (state: SearchState, options: { scrollToResults?: boolean } = {}) => {
      const href = hrefFor(state, viewRef.current);
      if (href === pathAndQuery(window.location)) {
        // The same URL again only matters to retry after an error; it is not a new history entry.
        if (statusRef.current === 'error') void run(state, null);
        return;
      }
      saveScrollInCurrentEntry();
      window.history.pushState({}, '', href);
      void run(state, options.scrollToResults ? 'results' : null);
    },
    [run, viewRef, statusRef],
  );

  /** Takes over a link of this page; false when the browser should follow it. */
  const navigateHref = useCallback(
    (href: string, options: { scrollToResults?: boolean } = {}) => {
      const { ctx, dealershipSlug } = viewRef.current;
      const state = searchStateForHref(href, ctx, dealershipSlug);
      if (state === null) return false;
      navigate(state, options);
      return true;
    },
    [navigate, viewRef],
  );

  const retry = useCallback(() => void run(viewRef.current.state, null), [run, viewRef]);

  useRestoreOnHistoryMove(viewRef, statusRef, run);

  useEffect(() => {
    const href = pathAndQuery(window.location);
    rememberSearch(initial.historyKey, href, initial.view.state);
    reportSearchView(href);
  }, [initial.historyKey, initial.view.state, reportSearchView]);

  return { view, data, status, navigate, navigateHref, retry };
}

export type SearchController = ReturnType<typeof useSearchController>;
