import type { SearchPageView } from '@/domain/search/page/build';
import type { SearchPageSeed } from '@/domain/search/page/seed';

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
