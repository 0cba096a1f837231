/** The local-storage items the storefront keeps (N-7 lists favourites, compare, viewed cars, …). */
export type SiteStorageItem =
  | 'saved-cars'
  | 'compare-cars'
  /** D-104: the cars whose pages the visitor opened, newest first. */
  | 'viewed-cars'
  /** Decision 3: name, email and phone the buyer may have us forget. */
  | 'user-details'
  /** H-21/H-22: what the last lead was about and the page it was sent from. */
  | 'success-category'
  | 'success-path'
  /** H-19 proposal: the pages seen and the landing page's campaign parameters. */
  | 'visited-pages'
  | 'landing-params'
  /** D-68: the browser's random id, so a phone reveal counts once per visitor, car and day. */
  | 'visitor-id'
  /** D-80 (session storage): the cars whose 'Located at' bar the visitor closed this session. */
  | 'located-at-dismissed';

/** N-7 `siteStorageKey`: namespaced by site id, so two sites served from one domain never share an item. */
export function siteStorageKey(siteId: number, item: SiteStorageItem): string {
  return `forecourt:${siteId}:${item}`;
}

/** Reads one stored entry: the entry as the app's type, or undefined when it is not one. */
export type StoredItemReader<T> = (value: unknown) => T | undefined;

/**
 * A stored JSON list read defensively: the value is the visitor's (older versions, hand edits, other tabs),
 * so anything unreadable is an empty list, entries that do not parse are dropped, and duplicates keep the first.
 */
export function parseStoredList<T>(
  raw: string | null,
  readItem: StoredItemReader<T>,
  keyOf: (value: T) => unknown,
): T[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<unknown>();
  const list: T[] = [];
  for (const entry of parsed) {
    const item = readItem(entry);
    if (item === undefined || seen.has(keyOf(item))) continue;
    seen.add(keyOf(item));
    list.push(item);
  }
  return list;
}
