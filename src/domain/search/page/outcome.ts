import type { SearchPageView } from './build';
import type { SearchPageSeed } from './seed';

/**
 * What the server answers for a search page address. Kept apart from types.ts (the rendered data): it names
 * the build's view and the seed, and those modules import types.ts.
 */

/** A search page to render: its data, and the view the browser rebuilds it from after each change. */
export type SearchPageOk = {
  kind: 'ok';
  /** What the page is built from, on the server and again in the browser (decision 041). */
  seed: SearchPageSeed;
  view: SearchPageView;
  /** On /search/{dealership_slug}: the dealership_name refinement every search of the page adds. */
  dealershipName: string | null;
};

export type SearchPageOutcome = { kind: 'not_found' } | { kind: 'redirect'; href: string } | SearchPageOk;
