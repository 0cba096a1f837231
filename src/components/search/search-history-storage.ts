import {
  pushSearchHistory,
  readSearchHistory,
  type SearchHistoryEntry,
} from '@/domain/search/search-history';
import type { SearchState } from '@/domain/search/state';

/** This site's recent searches (C-40); empty when storage is unavailable (private mode, blocked). */
export function loadSearchHistory(key: string): SearchHistoryEntry[] {
  try {
    return readSearchHistory(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

/** Remembers a search; a storage failure only costs the history, never the search. */
export function rememberSearch(key: string, path: string, state: SearchState): void {
  try {
    const next = pushSearchHistory(loadSearchHistory(key), { path, refinements: state.refinements });
    window.localStorage.setItem(key, JSON.stringify(next));
    window.dispatchEvent(new Event(SEARCH_HISTORY_EVENT));
  } catch (error) {
    console.warn('search history: not saved', error);
  }
}

/** Fired on this window when the history changes, so the recent-searches list can follow. */
export const SEARCH_HISTORY_EVENT = 'forecourt:search-history';
