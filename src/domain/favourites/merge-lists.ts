/**
 * Two lists of car ids as one, without duplicates: `first`'s ids in their order, then `second`'s that are new,
 * at most `limit` in all. At sign-in the account's favourites come first (the older list) and the browser's
 * compare list does (what the visitor just chose, I-15's limit of 3).
 */
export function mergeWithoutDuplicates(
  first: readonly number[],
  second: readonly number[],
  limit = Number.POSITIVE_INFINITY,
): number[] {
  return [...new Set([...first, ...second])].slice(0, limit);
}

/** What changed from one list to the next: the ids added and the ids taken off. */
export function listChanges(
  before: readonly number[],
  after: readonly number[],
): { add: number[]; remove: number[] } {
  return {
    add: after.filter((id) => !before.includes(id)),
    remove: before.filter((id) => !after.includes(id)),
  };
}
