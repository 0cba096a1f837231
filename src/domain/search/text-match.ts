/** Text query rules (C-14): shared by the in-memory engine and the SQL reference. */

export const QUERY_MAX_LENGTH = 100;
/** Tokens this long or longer tolerate one typo; shorter ones would match too much ('golf' → 'gold'). */
export const TYPO_MIN_LENGTH = 5;

/** C-14: trim, collapse whitespace, strip HTML tags and control characters, cap at 100 characters. */
export function sanitizeQuery(raw: string): string {
  const cleaned = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, not UTF-16 units: half an emoji cannot travel in a URL.
  return Array.from(cleaned).slice(0, QUERY_MAX_LENGTH).join('').trim();
}

/**
 * ASCII alphanumeric runs, lower-cased. Only A–Z are folded (not Unicode lower-casing, which differs between
 * JavaScript and database collations), so PostgreSQL reproduces it exactly with
 * `regexp_split_to_array(translate(text, 'A…Z', 'a…z'), '[^a-z0-9]+')`.
 */
export function tokenize(text: string): string[] {
  return text
    .replace(/[A-Z]+/g, (run) => run.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (i === short.length) return true;
  const rest = short.length === long.length ? i + 1 : i;
  return short.slice(rest) === long.slice(i + 1);
}

function tokenMatches(query: string, token: string, isLast: boolean): boolean {
  if (token === query) return true;
  if (isLast && token.startsWith(query)) return true;
  return query.length >= TYPO_MIN_LENGTH && isWithinOneEdit(query, token);
}

/**
 * For each query token, the dictionary tokens it matches: itself, any token it prefixes when it is the last
 * (the buyer is still typing), and tokens one edit away when it has 5+ characters. A car matches the query when,
 * for every set, one of its tokens is in that set.
 */
export function expandQueryTokens(
  queryTokens: readonly string[],
  dictionary: Iterable<string>,
): Set<string>[] {
  const sets = queryTokens.map(() => new Set<string>());
  const lastIndex = queryTokens.length - 1;
  for (const token of dictionary) {
    queryTokens.forEach((query, i) => {
      if (tokenMatches(query, token, i === lastIndex)) sets[i]!.add(token);
    });
  }
  return sets;
}
