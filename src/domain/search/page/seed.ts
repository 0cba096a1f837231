import { packRows, unpackRows, type PackedRows } from '@/domain/serialization/packed-rows';
import type { FacetValue, SearchResult } from '@/domain/search/state';
import { buildSearchPageData, type SearchPageView } from './build';
import { toSearchPageHit, type SearchPageHit, type SearchPageResult } from './page-hit';
import type { SearchPageData } from './types';

/**
 * What the browser builds the search page's first render from: the engine's result (without the hit fields the
 * page never reads), the server's clock and the random numbers the server drew (the promo position, C-84). The
 * page carries this compact result instead of the built page (every link, button and form spelled out), so its
 * HTML stays small (decision 041), and the browser's first build is the server's exactly, as hydration needs.
 */
export type SearchPageSeed = {
  result: Omit<SearchPageResult, 'hits' | 'facets'> & {
    hits: PackedRows<SearchPageHit>;
    facets: PackedFacets;
  };
  now: string;
  draws: number[];
};

type Facets = SearchResult['facets'];
type PackedFacets = Partial<Record<keyof Facets, PackedRows<FacetValue>>>;

/** Each facet's values as rows too: some 250 `{value, count}` objects on a group's page. */
function packFacets(facets: Facets): PackedFacets {
  return Object.fromEntries(
    Object.entries(facets).map(([attribute, values]) => [attribute, packRows(values)]),
  );
}

function unpackFacets(facets: PackedFacets): Facets {
  return Object.fromEntries(
    Object.entries(facets).map(([attribute, values]) => [attribute, unpackRows(values)]),
  );
}

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
  const packed = {
    ...result,
    hits: packRows(result.hits.map(toSearchPageHit)),
    facets: packFacets(result.facets),
  };
  return { data, seed: { result: packed, now: options.now.toISOString(), draws: random.draws } };
}

/** The browser's first build: the page the server built from the same seed. */
export function buildSearchPageFromSeed(seed: SearchPageSeed, view: SearchPageView): SearchPageData {
  const { hits, facets } = seed.result;
  const result = { ...seed.result, hits: unpackRows(hits), facets: unpackFacets(facets) };
  return buildSearchPageData(result, view, {
    now: new Date(seed.now),
    random: replayedRandom(seed.draws),
  });
}
