import { COMPARE_LIMIT } from '@/domain/favourites/saved-cars';
import { isStorableText } from '@/domain/validation/db-values';
import { parseIdList } from '@/domain/validation/id-list';

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

function entries(value: QueryValue): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  const unique = new Set(
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '' && isStorableText(entry)),
  );
  return [...unique];
}

export function parseCompareQuery(params: { cars?: QueryValue; ids?: QueryValue }): CompareQuery {
  const slugs = entries(params.cars).filter((slug) => SLUG.test(slug));
  if (slugs.length > 0) return { kind: 'slugs', slugs: slugs.slice(0, COMPARE_LIMIT) };
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
