'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SearchState } from '@/domain/search/state';
import type { SearchStatus } from './search-page-types';

export type SearchControls = {
  /** The state the URL holds now (it changes before its results arrive). */
  state: SearchState;
  status: SearchStatus;
  navigate: (state: SearchState, options?: { scrollToResults?: boolean }) => void;
};

const SearchControlsContext = createContext<SearchControls | null>(null);

export function SearchControlsProvider({ value, children }: { value: SearchControls; children: ReactNode }) {
  return <SearchControlsContext.Provider value={value}>{children}</SearchControlsContext.Provider>;
}

/** The page's controls; null where a component renders outside the interactive search page. */
export function useSearchControls(): SearchControls | null {
  return useContext(SearchControlsContext);
}
