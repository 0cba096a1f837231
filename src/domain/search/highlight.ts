import { isWithinOneEdit, sanitizeQuery, TYPO_MIN_LENGTH, tokenize } from './text-match';

/** A run of a title, highlighted or not. Components render these as text, never as HTML. */
export type HighlightPart = { text: string; highlighted: boolean };

/** Joins neighbours of the same kind and drops empty runs, so equal highlights compare equal. */
export function mergeHighlightParts(parts: readonly HighlightPart[]): HighlightPart[] {
  const merged: HighlightPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = merged.at(-1);
    if (last && last.highlighted === part.highlighted) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/**
 * How many leading characters of a title word the query matches, by the engine's rules (C-14): a whole word
 * equal to a query token, the typed prefix of a word for the last token (the buyer is still typing), or a whole
 * word one typo away for tokens of 5+ characters.
 */
function matchedLength(word: string, queryTokens: readonly string[]): number {
  let best = 0;
  queryTokens.forEach((query, i) => {
    if (word === query || (query.length >= TYPO_MIN_LENGTH && isWithinOneEdit(query, word))) {
      best = word.length;
    } else if (i === queryTokens.length - 1 && word.startsWith(query)) {
      best = Math.max(best, query.length);
    }
  });
  return best;
}

/** A title split into the parts the query matches and the rest ('Toyota HiLux' for 'hilu' → 'HiLu' marked). */
export function highlightTitle(title: string, query: string): HighlightPart[] {
  const queryTokens = tokenize(sanitizeQuery(query));
  const parts: HighlightPart[] = [];
  let cursor = 0;
  // The same word boundaries as `tokenize`: ASCII letters and digits, A–Z folded.
  for (const match of title.matchAll(/[A-Za-z0-9]+/g)) {
    const start = match.index;
    const length = matchedLength(tokenize(match[0])[0] ?? '', queryTokens);
    parts.push({ text: title.slice(cursor, start), highlighted: false });
    parts.push({ text: title.slice(start, start + length), highlighted: true });
    cursor = start + length;
  }
  parts.push({ text: title.slice(cursor), highlighted: false });
  return mergeHighlightParts(parts);
}

/**
 * A provider's highlighted text ('__pre__Toy__post__ota') split on its marker tags. An unclosed marker
 * highlights to the end; stray close markers are dropped. The result is text only, so markup in car data is
 * shown as typed.
 */
export function splitMarkedText(text: string, preTag: string, postTag: string): HighlightPart[] {
  const [first = '', ...marked] = text.split(preTag);
  const parts: HighlightPart[] = [{ text: first.replaceAll(postTag, ''), highlighted: false }];
  for (const segment of marked) {
    const close = segment.indexOf(postTag);
    const inside = close === -1 ? segment : segment.slice(0, close);
    const after = close === -1 ? '' : segment.slice(close + postTag.length);
    parts.push({ text: inside, highlighted: true });
    parts.push({ text: after.replaceAll(postTag, ''), highlighted: false });
  }
  return mergeHighlightParts(parts);
}

/** Fields' parts joined by single spaces, skipping empty fields: the highlighted form of a title. */
export function joinHighlightedFields(fields: readonly (readonly HighlightPart[])[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const field of fields.filter((parts) => parts.some((part) => part.text !== ''))) {
    if (parts.length > 0) parts.push({ text: ' ', highlighted: false });
    parts.push(...field);
  }
  return mergeHighlightParts(parts);
}
