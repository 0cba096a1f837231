import { valueLabel, type ValueLabels } from '@/domain/stock/value-labels';
import { isRecord, isStringList } from '@/domain/storage/stored-values';
import { VALUE_ATTRIBUTES } from './attributes';
import type { SearchState } from './state';

/** C-40: the browser keeps the latest 5 searches. */
export const SEARCH_HISTORY_LIMIT = 5;

export type SearchHistoryEntry = {
  /** The canonical search URL (path and query), what the entry links back to. */
  path: string;
  refinements: SearchState['refinements'];
};

const KNOWN_ATTRIBUTES: ReadonlySet<string> = new Set(VALUE_ATTRIBUTES);

/** Refinements keyed by known value attributes, each a list of strings; an unknown key fails the entry. */
function readRefinements(value: unknown): SearchHistoryEntry['refinements'] | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  const isValid = entries.every(
    ([attribute, values]) => KNOWN_ATTRIBUTES.has(attribute) && isStringList(values),
  );
  return isValid ? (Object.fromEntries(entries) as SearchHistoryEntry['refinements']) : undefined;
}

function readEntry(value: unknown): SearchHistoryEntry | undefined {
  if (!isRecord(value) || typeof value.path !== 'string' || !value.path.startsWith('/')) return undefined;
  const refinements = readRefinements(value.refinements);
  return refinements && { path: value.path, refinements };
}

/** N-7: local storage is namespaced per site, so two sites on one domain keep separate histories. */
export function searchHistoryStorageKey(siteSlug: string): string {
  return `searchHistory:${siteSlug}`;
}

/** C-40 `pushSearchHistory`: newest first; an entry with the same path replaces the older one; at most 5. */
export function pushSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const others = history.filter((item) => item.path !== entry.path);
  return [entry, ...others].slice(0, SEARCH_HISTORY_LIMIT);
}

/**
 * Reads what local storage held: anything another version or the visitor wrote is dropped entry by entry
 * rather than failing the page, and the limit is applied again.
 */
export function readSearchHistory(stored: string | null): SearchHistoryEntry[] {
  if (stored === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries: SearchHistoryEntry[] = [];
  for (const item of raw) {
    const entry = readEntry(item);
    if (entry && !entries.some((kept) => kept.path === entry.path)) entries.push(entry);
  }
  return entries.slice(0, SEARCH_HISTORY_LIMIT);
}

/** How a remembered search reads in the recent-searches list: its keywords and worded values, or 'All stock'. */
export function searchHistoryLabel(entry: SearchHistoryEntry, labels: ValueLabels = {}): string {
  const query = new URL(entry.path, 'http://localhost').searchParams.get('query');
  const values = VALUE_ATTRIBUTES.flatMap((attribute) =>
    (entry.refinements[attribute] ?? []).map((value) => valueLabel(attribute, value, labels)),
  );
  const parts = [...(query ? [`“${query}”`] : []), ...values];
  return parts.length > 0 ? parts.join(' · ') : 'All stock';
}
