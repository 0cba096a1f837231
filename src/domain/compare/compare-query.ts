import { COMPARE_LIMIT } from '@/domain/favourites/saved-cars';
import { commaSeparated, parseIdList } from '@/domain/validation/id-list';

/** I-15 proposal: the compare page; `?cars=slug1,slug2` is its shareable form. */
export const COMPARE_PATH = '/compare';

/**
 * Which cars the compare page shows: `cars` (slugs, the shareable URL) or `ids` (the browser's stored list,
 * which keeps car ids); `cars` wins when both are given. Both are comma-separated, trimmed, without duplicates,
 * at most COMPARE_LIMIT; an empty or unreadable list is 'none' (the page then reads the browser's list).
 */
export type CompareQuery =
  { kind: 'slugs'; slugs: string[] } | { kind: 'ids'; ids: number[] } | { kind: 'none' };

type QueryValue = string | string[] | undefined;

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** The query's slugs: URL-safe ones only (no path, space, markup or NUL), without duplicates, at most 3. */
function slugList(value: QueryValue): string[] {
  const slugs = commaSeparated(value).filter((entry) => SLUG.test(entry));
  return [...new Set(slugs)].slice(0, COMPARE_LIMIT);
}

export function parseCompareQuery(params: { cars?: QueryValue; ids?: QueryValue }): CompareQuery {
  const slugs = slugList(params.cars);
  if (slugs.length > 0) return { kind: 'slugs', slugs };
  const ids = parseIdList(params.ids, COMPARE_LIMIT);
  if (ids.length > 0) return { kind: 'ids', ids };
  return { kind: 'none' };
}

/** The compare page of these cars (the shareable URL), or the page itself with none. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length === 0
    ? COMPARE_PATH
    : `${COMPARE_PATH}?cars=${slugs.map(encodeURIComponent).join(',')}`;
}

/** The compare page of the browser's stored list (ids), as the compare tray links it. */
export function compareIdsHref(ids: readonly number[]): string {
  return ids.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?ids=${ids.join(',')}`;
}
