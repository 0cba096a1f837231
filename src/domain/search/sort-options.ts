import { DISTANCE_SORT } from './near';

/** One way to order results: the URL's `sortBy` key, what the sort menu says, and `attribute:direction`. */
export type SortOption = { key: string; label: string; sort: string };

/**
 * Kilometre and year sorts every site offers besides its own `search.sortOptions` (labelled and
 * shown in the sort menu). A site option with the same key wins.
 */
export const EXTRA_SORTS: readonly SortOption[] = [
  { key: 'km_asc', label: 'Lowest Kms', sort: 'km:asc' },
  { key: 'km_desc', label: 'Highest Kms', sort: 'km:desc' },
  { key: 'year_desc', label: 'Newest Year', sort: 'year:desc' },
  { key: 'year_asc', label: 'Oldest Year', sort: 'year:asc' },
];

/** The site's sorts (its first is the default) and then the extra ones it does not define itself. */
export function siteSortOptions(own: readonly SortOption[]): SortOption[] {
  const keys = new Set(own.map((option) => option.key));
  return [...own, ...EXTRA_SORTS.filter((option) => !keys.has(option.key))];
}

/**
 * Every `sortBy` a search URL may carry: the site's sorts, the extra ones, and 'distance' (kept only with a
 * postcode; the URL codec drops it otherwise).
 */
export function sortKeysOf(own: readonly SortOption[]): string[] {
  return [...siteSortOptions(own).map((option) => option.key), DISTANCE_SORT.key];
}

/** The sort menu: a near-me search adds 'Nearest first' at the top. */
export function sortMenu(own: readonly SortOption[], near: boolean): { key: string; label: string }[] {
  const options = siteSortOptions(own).map(({ key, label }) => ({ key, label }));
  return near ? [{ ...DISTANCE_SORT }, ...options] : options;
}

/**
 * C-32 (`search.seriesSortOrder`, e.g. ['duo', 'city', 'sport']): a car's place in the site's series order,
 * compared case-insensitively; series not listed (and none) come after the listed ones. Every sort breaks its
 * ties by this before the id, so within a make and model at one price the series read in the dealer's order.
 */
export function seriesRank(series: string | null, order: readonly string[]): number {
  const position =
    series === null ? -1 : order.findIndex((item) => item.toLowerCase() === series.toLowerCase());
  return position < 0 ? order.length : position;
}
