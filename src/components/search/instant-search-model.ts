import type { InstantBodyDto, InstantHitDto } from '@/domain/search/instant-search';
import type { InstantSearchSnapshot } from './instant-search-client';

/** One choice of the box's listbox: a car, a body-type shortcut, or every result for the text. */
export type InstantOption =
  | { kind: 'hit'; key: string; href: string; hit: InstantHitDto }
  | { kind: 'body'; key: string; href: string; body: InstantBodyDto }
  | { kind: 'all'; key: string; href: string; query: string };

/** The search page for a text, when the server's canonical URL for it is not known yet. */
export function searchPageHref(searchPath: string, query: string): string {
  return `${searchPath}?${new URLSearchParams({ query }).toString()}`;
}

/**
 * The options in the order the list shows them: up to 10 cars, the body shortcuts, then 'See all results'.
 * Cars and shortcuts come from the last answer; 'See all' always searches the text as typed now.
 */
export function instantOptions(snapshot: InstantSearchSnapshot, searchPath: string): InstantOption[] {
  if (snapshot.query === '') return [];
  const { response, query } = snapshot;
  const hits = (response?.hits ?? []).map((hit): InstantOption => ({
    kind: 'hit',
    key: `hit-${hit.id}`,
    href: hit.href,
    hit,
  }));
  const bodies = (response?.bodies ?? []).map((body): InstantOption => ({
    kind: 'body',
    key: `body-${body.value}`,
    href: body.href,
    body,
  }));
  const allHref = response?.query === query ? response.searchHref : searchPageHref(searchPath, query);
  return [...hits, ...bodies, { kind: 'all', key: 'all', href: allHref, query }];
}

/**
 * The active option after ArrowDown or ArrowUp (-1: none, the typed text). Both wrap through 'none', as the
 * APG combobox does; Home and End stay with the text box's caret.
 */
export function moveActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? -1 : active + 1;
  return active <= -1 ? count - 1 : active - 1;
}
