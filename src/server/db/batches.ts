/**
 * `items` in consecutive slices of at most `size` (the last one shorter, none for no items): one multi-row
 * statement each, since PostgreSQL takes at most 65,535 parameters in one statement.
 */
export function* batchesOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
