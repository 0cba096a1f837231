import { z } from 'zod';
import { paginationFor, type PaginationDto } from '@/domain/navigation/pagination';
import type { FacetLinkDto } from '@/domain/search/page/types';

/** C-93, C-94: the model directory and the offers list show 21 per page. */
export const CATALOGUE_PAGE_SIZE = 21;

/** A list page's URL state: one optional slug per filter, and the page (1 when absent). */
export type ListParams<K extends string> = { page: number; filters: Partial<Record<K, string>> };

export type ListParse<K extends string> = ({ kind: 'ok' } & ListParams<K>) | { kind: 'not_found' };

export type RawSearchParams = Record<string, string | string[] | undefined>;

// A page past 999,999 cannot exist at 21 per page; the cap keeps Number() exact.
const pageSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);
const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);

/**
 * Reads `?page=` and the list's filter slugs. A malformed page (0, -1, 'x', 1.5) or filter, or a known
 * parameter given twice, is not a page of the list (404); an empty filter counts as absent; other
 * parameters (utm_source…) are ignored.
 */
export function parseListParams<K extends string>(
  searchParams: RawSearchParams,
  filterKeys: readonly K[],
): ListParse<K> {
  const single = (key: string): string | undefined | null => {
    const value = searchParams[key];
    return Array.isArray(value) ? null : value;
  };
  const rawPage = single('page');
  if (rawPage === null) return { kind: 'not_found' };
  let page = 1;
  if (rawPage !== undefined) {
    const parsed = pageSchema.safeParse(rawPage);
    if (!parsed.success) return { kind: 'not_found' };
    page = parsed.data;
  }
  const filters: Partial<Record<K, string>> = {};
  for (const key of filterKeys) {
    const raw = single(key);
    if (raw === null) return { kind: 'not_found' };
    if (raw === undefined || raw.trim() === '') continue;
    const slug = slugSchema.safeParse(raw);
    if (!slug.success) return { kind: 'not_found' };
    filters[key] = slug.data;
  }
  return { kind: 'ok', page, filters };
}

/** The URL of a list page: filters in alphabetical order, then the page, left out when it is 1. */
export function listHref<K extends string>(path: string, { page, filters }: ListParams<K>): string {
  const query = new URLSearchParams();
  const entries = Object.entries(filters) as [K, string | undefined][];
  for (const [key, value] of entries.sort(([a], [b]) => a.localeCompare(b))) if (value) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The filters with one of them set to `value` (or removed when it is already selected), back on page 1. */
export function toggleFilter<K extends string>(
  filters: Partial<Record<K, string>>,
  key: K,
  value: string,
): ListParams<K> {
  const next = { ...filters };
  if (next[key] === value) delete next[key];
  else next[key] = value;
  return { page: 1, filters: next };
}

/** LIMIT/OFFSET of a page. */
export function pageWindow(page: number, size = CATALOGUE_PAGE_SIZE): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

export function pageCount(count: number, size = CATALOGUE_PAGE_SIZE): number {
  return Math.ceil(count / size);
}

/** Page 1 always exists (it shows the empty state); a later page only when it has results. */
export function isPageInRange(page: number, count: number, size = CATALOGUE_PAGE_SIZE): boolean {
  return page === 1 || page <= pageCount(count, size);
}

const countFormat = new Intl.NumberFormat('en-AU');

/** '1 model', '12 models', or 'Showing 22–42 of 48 models' once there is more than one page. */
export function resultRangeText(
  page: number,
  count: number,
  noun: { one: string; many: string },
  size = CATALOGUE_PAGE_SIZE,
): string {
  const total = `${countFormat.format(count)} ${count === 1 ? noun.one : noun.many}`;
  if (count <= size) return total;
  const { offset } = pageWindow(page, size);
  return `Showing ${countFormat.format(offset + 1)}–${countFormat.format(Math.min(offset + size, count))} of ${total}`;
}

/** One filter of a list page: its parameter, its title and a link per value. */
export type FilterGroupDto = { key: string; title: string; links: FacetLinkDto[] };

/** A filter offering a single value, with nothing selected, cannot change the list: it is left out. */
export function usefulFilterGroups(groups: readonly FilterGroupDto[]): FilterGroupDto[] {
  return groups.filter((group) => group.links.length > 1 || group.links.some((link) => link.isSelected));
}

/** What every list page has besides its cards: the count line, the page links and Clear Filters (C-91). */
export function listPageFrame<K extends string>(
  path: string,
  { page, filters }: ListParams<K>,
  count: number,
  noun: { one: string; many: string },
): { summary: string | null; pagination: PaginationDto; clearFiltersHref: string } {
  return {
    summary: count > 0 ? resultRangeText(page, count, noun) : null,
    pagination: paginationFor(pageCount(count), page, (at) => listHref(path, { page: at, filters })),
    clearFiltersHref: path,
  };
}
