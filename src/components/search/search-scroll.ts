import type { SearchHistoryState } from './search-navigation';
import { pathAndQuery } from './search-navigation';

/** Where to scroll once a result is shown: a saved position (Back), the top of the results (paging), or stay. */
export type ScrollTarget = number | 'results' | null;

export const RESULTS_ANCHOR_ID = 'search-results';

export function saveScrollInCurrentEntry() {
  const state: SearchHistoryState = { ...(window.history.state ?? {}), forecourtScrollY: window.scrollY };
  window.history.replaceState(state, '', pathAndQuery(window.location));
}

export function applyScroll(target: ScrollTarget) {
  if (target === null) return;
  if (target === 'results') document.getElementById(RESULTS_ANCHOR_ID)?.scrollIntoView({ block: 'start' });
  else window.scrollTo(0, target);
}
