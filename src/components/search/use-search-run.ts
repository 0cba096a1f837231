'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { searchApiQuery } from '@/domain/search/api-query';
import { buildSearchPageData, type SearchPageView } from '@/domain/search/page/build';
import { hrefFor } from '@/domain/search/page/links';
import { buildSearchPageFromSeed } from '@/domain/search/page/seed';
import { SearchCache } from '@/domain/search/result-cache';
import type { SearchResult, SearchState } from '@/domain/search/state';
import { fetchSearchResult } from '@/components/search-client/search-request';
import { rememberSearch } from './search-history-storage';
import { engineStateFor, pathAndQuery, savedScrollY, searchStateForHref } from './search-navigation';
import { applyScroll, type ScrollTarget } from './search-scroll';
import type { SearchPageInitial, SearchStatus } from './search-page-types';
import { useSearchViewEvent } from './use-search-view-event';

/** Shows the result of a search state and loads it first when the page's cache lacks it. */
export type RunSearch = (state: SearchState, scroll: ScrollTarget) => Promise<void>;

/** The request status, also kept in a ref for handlers registered once. */
export function useSearchStatus() {
  const [status, setStatusState] = useState<SearchStatus>('idle');
  const statusRef = useRef<SearchStatus>('idle');
  const setStatus = useCallback((next: SearchStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);
  return { status, statusRef, setStatus };
}

/**
 * The view and the page data built from it: `run` takes a search state, shows its result from the cache or
 * GET /api/search (a newer run aborts the request of an older one) and scrolls once the result is drawn.
 */
export function useSearchRun(initial: SearchPageInitial, setStatus: (next: SearchStatus) => void) {
  const [view, setView] = useState(initial.view);
  const [data, setData] = useState(() => buildSearchPageFromSeed(initial.seed, initial.view));
  const viewRef = useRef(view);
  const cacheRef = useRef<SearchCache<SearchResult> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const pendingScroll = useRef<ScrollTarget>(null);
  const reportSearchView = useSearchViewEvent();

  const show = useCallback(
    (result: SearchResult, state: SearchState, scroll: ScrollTarget) => {
      const nextView = { ...viewRef.current, state };
      pendingScroll.current = scroll;
      setData(buildSearchPageData(result, nextView, { now: new Date(), random: Math.random }));
      setStatus('idle');
      const href = hrefFor(state, nextView);
      rememberSearch(initial.historyKey, href, state);
      reportSearchView(href);
    },
    [initial.historyKey, setStatus, reportSearchView],
  );

  const run: RunSearch = useCallback(
    async (state: SearchState, scroll: ScrollTarget) => {
      viewRef.current = { ...viewRef.current, state };
      setView(viewRef.current);
      const cache = (cacheRef.current ??= new SearchCache(viewRef.current.config.search.cacheSize));
      const key = searchApiQuery(engineStateFor(state, initial.dealershipName));
      inFlight.current?.abort();
      const cached = cache.get(key);
      if (cached) return show(cached, state, scroll);
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus('loading');
      try {
        const result = await fetchSearchResult(key, controller.signal);
        cache.set(key, result);
        if (inFlight.current === controller) show(result, state, scroll);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('search: could not load results', error);
        setStatus('error');
      }
    },
    [initial.dealershipName, show, setStatus],
  );

  useLayoutEffect(() => {
    applyScroll(pendingScroll.current);
    pendingScroll.current = null;
  }, [data]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { view, data, viewRef, run, reportSearchView };
}

/**
 * Back/Forward, and a return to this page whose URL moved on since the server rendered it (Next.js restores
 * its cached first render when the visitor comes back from a car page): the URL's state is run again, with
 * the scroll position saved when the visitor left it.
 */
export function useRestoreOnHistoryMove(
  viewRef: RefObject<SearchPageView>,
  statusRef: RefObject<SearchStatus>,
  run: RunSearch,
) {
  useEffect(() => {
    const restoreFromLocation = () => {
      const { ctx, dealershipSlug } = viewRef.current;
      const here = pathAndQuery(window.location);
      const state = searchStateForHref(here, ctx, dealershipSlug);
      if (state === null) return window.location.reload();
      if (here !== hrefFor(viewRef.current.state, viewRef.current) || statusRef.current === 'error')
        void run(state, savedScrollY(window.history.state));
    };
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    restoreFromLocation();
    window.addEventListener('popstate', restoreFromLocation);
    return () => {
      window.removeEventListener('popstate', restoreFromLocation);
      window.history.scrollRestoration = previous;
    };
    // Registered once: the handler reads the latest view through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
