'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { searchApiQuery } from '@/domain/search/api-query';
import { buildSearchPageData, type SearchPageView } from '@/domain/search/page/build';
import { hrefFor } from '@/domain/search/page/links';
import { buildSearchPageFromSeed, type SearchPageSeed } from '@/domain/search/page/seed';
import { SearchCache } from '@/domain/search/result-cache';
import type { SearchResult, SearchState } from '@/domain/search/state';
import { rememberSearch } from './search-history-storage';
import { useSearchViewEvent } from './use-search-view-event';
import { fetchSearchResult } from '@/components/search-client/search-request';
import {
  engineStateFor,
  pathAndQuery,
  savedScrollY,
  searchStateForHref,
  type SearchHistoryState,
} from './search-navigation';

export type SearchStatus = 'idle' | 'loading' | 'error';

/** What the server hands the interactive page: its first render and how to rebuild it. */
export type SearchPageInitial = {
  /** The first render's result, rebuilt here as the server built it (the page carries the seed, not the data). */
  seed: SearchPageSeed;
  view: SearchPageView;
  dealershipName: string | null;
  /** Local-storage key of this site's recent searches (N-7). */
  historyKey: string;
  /** For the document title of later states ('{page title} | {site name}'). */
  siteName: string;
};

/** Where to scroll once a result is shown: a saved position (Back), the top of the results (paging), or stay. */
type ScrollTarget = number | 'results' | null;

export const RESULTS_ANCHOR_ID = 'search-results';

function saveScrollInCurrentEntry() {
  const state: SearchHistoryState = { ...(window.history.state ?? {}), forecourtScrollY: window.scrollY };
  window.history.replaceState(state, '', pathAndQuery(window.location));
}

function applyScroll(target: ScrollTarget) {
  if (target === null) return;
  if (target === 'results') document.getElementById(RESULTS_ANCHOR_ID)?.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, target);
}

/**
 * The search page's state machine (issue 3, C-12..C-16, C-23, C-26): the URL holds the search state; a change
 * pushes the new URL at once, then the result comes from the page's result cache or GET /api/search and the
 * page is rebuilt with the same pure builder the server used. While loading or after an error the previous
 * hits stay and the page list is empty. Back and Forward re-run the state of the URL and restore the scroll
 * position saved when the visitor left it.
 */
export function useSearchController(initial: SearchPageInitial) {
  const [view, setView] = useState(initial.view);
  const [data, setData] = useState(() => buildSearchPageFromSeed(initial.seed, initial.view));
  const [status, setStatusState] = useState<SearchStatus>('idle');
  const statusRef = useRef<SearchStatus>('idle');
  const setStatus = useCallback((next: SearchStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);
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

  const run = useCallback(
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
    [run],
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
    [navigate],
  );

  const retry = useCallback(() => void run(viewRef.current.state, null), [run]);

  // Back/Forward, and a return to this page whose URL moved on since the server rendered it (Next.js
  // restores its cached first render when the visitor comes back from a car page).
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

  useEffect(() => {
    const href = pathAndQuery(window.location);
    rememberSearch(initial.historyKey, href, initial.view.state);
    reportSearchView(href);
  }, [initial.historyKey, initial.view.state, reportSearchView]);

  useLayoutEffect(() => {
    applyScroll(pendingScroll.current);
    pendingScroll.current = null;
  }, [data]);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { view, data, status, navigate, navigateHref, retry };
}

export type SearchController = ReturnType<typeof useSearchController>;
