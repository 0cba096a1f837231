import { expandQueryTokens, TYPO_MIN_LENGTH } from '@/domain/search/text-match';
import { orPostings } from './bitmap';
import type { Bitmap } from './bitmap';
import type { StockRow } from '../load-stock';
import { lowerBound } from './lower-bound';

/** What a car is found by (C-14): the same fields, in the same order, as `tokensSql`. */
export function textOf(row: StockRow): string {
  return [
    row.make,
    row.model,
    row.badge,
    row.series,
    row.body,
    row.colour,
    row.fuel,
    row.transmission,
    row.stocknum,
    row.vin,
    row.locationName,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** Sorted token dictionary; token t is held by documents postings[starts[t]] … postings[starts[t + 1] − 1]. */
export type TextIndex = {
  tokens: string[];
  starts: Uint32Array;
  postings: Uint32Array;
  /** Every token reversed, sorted: the tokens ending in a given suffix are one range of it. */
  reversed: string[];
};

function reverse(token: string): string {
  let reversed = '';
  for (let i = token.length - 1; i >= 0; i--) reversed += token[i]!;
  return reversed;
}

const isUpper = (c: number) => c >= 65 && c <= 90;
const isTokenChar = (c: number) => isUpper(c) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** `tokenize` without regular expressions (the same tokens: ASCII alphanumeric runs, A–Z folded): for builds. */
export function tokenizeFast(text: string): string[] {
  const tokens: string[] = [];
  for (let i = 0; i < text.length;) {
    if (!isTokenChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    let upper = false;
    for (; end < text.length && isTokenChar(text.charCodeAt(end)); end++)
      upper ||= isUpper(text.charCodeAt(end));
    const token = text.slice(i, end);
    tokens.push(upper ? token.toLowerCase() : token);
    i = end;
  }
  return tokens;
}

/** Documents tokenised per build step: a few milliseconds of work. */
const DOCS_PER_STEP = 1024;

/** The text index, yielding every `DOCS_PER_STEP` documents and before the dictionary sorts. */
export function* textIndexSteps(rows: readonly StockRow[]): Generator<void, TextIndex> {
  const lists = new Map<string, number[]>();
  for (let doc = 0; doc < rows.length; doc++) {
    for (const token of tokenizeFast(textOf(rows[doc]!))) {
      const list = lists.get(token);
      if (!list) lists.set(token, [doc]);
      else if (list[list.length - 1] !== doc) list.push(doc);
    }
    if ((doc + 1) % DOCS_PER_STEP === 0) yield;
  }
  yield;
  // The default sort orders strings by UTF-16 code units, as `lowerBound` needs, without a call per compare.
  const tokens = [...lists.keys()].sort();
  const starts = new Uint32Array(tokens.length + 1);
  tokens.forEach((token, t) => (starts[t + 1] = starts[t]! + lists.get(token)!.length));
  const postings = new Uint32Array(starts[tokens.length]!);
  tokens.forEach((token, t) => postings.set(lists.get(token)!, starts[t]!));
  yield;
  return { tokens, starts, postings, reversed: tokens.map(reverse).sort() };
}

/** Calls `visit` with each entry of `sorted` starting with `prefix`. */
function prefixRange(sorted: readonly string[], prefix: string, visit: (entry: string) => void): void {
  for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i++)
    visit(sorted[i]!);
}

/**
 * The dictionary slice that can match at all: the token itself, the last token's prefix range, and typo
 * candidates. One edit leaves the first or the second half of a token intact, so those are the tokens of
 * length ± 1 that start with its first half or end with its second half: two ranges, not a scan.
 */
function dictionaryCandidates(text: TextIndex, queryTokens: readonly string[]): string[] {
  const found: string[] = [];
  prefixRange(text.tokens, queryTokens[queryTokens.length - 1]!, (token) => found.push(token));
  for (const query of queryTokens) {
    if (text.tokens[lowerBound(text.tokens, query)] === query) found.push(query);
    if (query.length < TYPO_MIN_LENGTH) continue;
    const near = (length: number) => Math.abs(length - query.length) <= 1;
    const half = query.length >> 1;
    prefixRange(text.tokens, query.slice(0, half), (token) => near(token.length) && found.push(token));
    prefixRange(text.reversed, reverse(query.slice(half)), (reversed) => {
      if (near(reversed.length)) found.push(reverse(reversed));
    });
  }
  return found;
}

/** ANDs into `candidates` the documents matching every query token (C-14), using `any` as scratch. */
export function andQuery(text: TextIndex, queryTokens: string[], candidates: Bitmap, any: Bitmap): void {
  for (const matches of expandQueryTokens(queryTokens, dictionaryCandidates(text, queryTokens))) {
    any.fill(0);
    for (const token of matches) {
      const t = lowerBound(text.tokens, token);
      orPostings(any, text.postings, text.starts[t]!, text.starts[t + 1]!);
    }
    for (let w = 0; w < candidates.length; w++) candidates[w]! &= any[w]!;
  }
}
