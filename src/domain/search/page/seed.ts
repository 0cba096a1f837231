import { packRows, unpackRows, type PackedRows } from '@/domain/serialization/packed-rows';
import type { SearchHit, SearchResult } from '@/domain/search/state';
import { buildSearchPageData, type SearchPageView } from './build';
import type { SearchPageData } from './types';

/**
 * What the browser builds the search page's first render from: the engine's result, the server's clock and the
 * random numbers the server drew (the promo position, C-84). The page carries this compact result instead of
 * the built page (every link, button and form spelled out), so its HTML stays small (issue 14), and the browser's
 * first build is the server's exactly, as hydration needs.
 */
export type SearchPageSeed = {
  result: Omit<SearchResult, 'hits'> & { hits: PackedRows<SearchHit> };
  now: string;
  draws: number[];
};

/** Math.random, keeping what it drew so the browser can replay it. */
function recordingRandom(random: () => number) {
  const draws: number[] = [];
  const next = () => {
    const value = random();
    draws.push(value);
    return value;
  };
  return { next, draws };
}

/** The server's draws again, in order; past their end (never, for the same build) a fresh draw. */
function replayedRandom(draws: readonly number[]): () => number {
  let index = 0;
  return () => draws[index++] ?? Math.random();
}

/** The server's build of the page and the seed the browser rebuilds the same page from. */
export function buildSeededSearchPage(
  result: SearchResult,
  view: SearchPageView,
  options: { now: Date; random: () => number },
): { data: SearchPageData; seed: SearchPageSeed } {
  const random = recordingRandom(options.random);
  const data = buildSearchPageData(result, view, { now: options.now, random: random.next });
  const packed = { ...result, hits: packRows(result.hits) };
  return { data, seed: { result: packed, now: options.now.toISOString(), draws: random.draws } };
}

/** The browser's first build: the page the server built from the same seed. */
export function buildSearchPageFromSeed(seed: SearchPageSeed, view: SearchPageView): SearchPageData {
  const result = { ...seed.result, hits: unpackRows(seed.result.hits) };
  return buildSearchPageData(result, view, {
    now: new Date(seed.now),
    random: replayedRandom(seed.draws),
  });
}
