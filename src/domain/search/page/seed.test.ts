import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { STATS_ATTRIBUTES } from '@/domain/search/attributes';
import { EMPTY_SEARCH_STATE, type SearchResult } from '@/domain/search/state';
import { ctx } from '@/domain/search/url-test-fixtures';
import type { SearchPageView } from './build';
import { TEST_PROMOTION } from './test-promotion';
import { buildSearchPageFromSeed, buildSeededSearchPage, type SearchPageSeed } from './seed';
import { testHit } from './test-hit';
import { searchViewConfig } from './view-config';
import type { ResultCardDto } from './types';

const NOW = new Date('2025-06-10T00:00:00Z');
const config = resolveSiteConfig({
  siteSlug: 't',
  groupSlug: null,
  layers: {
    site: { promo: { cardPosition: { mode: 'random', min: 3, max: 5 }, stickyCtaCardPositions: [] } },
  },
});
const promotion = TEST_PROMOTION;
const result: SearchResult = {
  // Car 2 arrived two days before NOW: its 'New Arrival' tag depends on the clock the build is given.
  hits: Array.from({ length: 21 }, (_, i) =>
    testHit({
      id: i + 1,
      slug: `car-${i + 1}`,
      ...(i === 1 ? { createdAt: '2025-06-08T00:00:00.000Z' } : {}),
    }),
  ),
  count: 21,
  facets: { make: [{ value: 'Toyota', count: 21 }] },
  stats: Object.fromEntries(STATS_ATTRIBUTES.map((a) => [a, null])) as SearchResult['stats'],
  page: 1,
  pages: 1,
  ms: 1,
};
const view: SearchPageView = {
  state: EMPTY_SEARCH_STATE,
  ctx,
  dealershipSlug: null,
  config: searchViewConfig(config),
  siteId: 7,
  promotions: [promotion],
};

/** Hits by id, promo cards by their title. */
const layout = (cards: ResultCardDto[]) =>
  cards.map((card) => (card.kind === 'hit' ? card.card.id : card.kind));

describe('the search page seed (the browser rebuilds the server’s first render from it)', () => {
  it('keeps the server’s promo draw: 0.99 places the promo after every 5th hit (C-84: min 3, max 5)', () => {
    const { data, seed } = buildSeededSearchPage(result, view, { now: NOW, random: () => 0.99 });
    expect(seed.draws).toEqual([0.99]);
    expect(layout(data.cards).slice(0, 7)).toEqual([1, 2, 3, 4, 5, 'promo', 6]);
  });

  it('builds in the browser exactly what the server built, after the seed went through JSON', () => {
    const { data, seed } = buildSeededSearchPage(result, view, { now: NOW, random: () => 0.5 });
    const carried = JSON.parse(JSON.stringify(seed)) as SearchPageSeed;
    expect(buildSearchPageFromSeed(carried, view)).toEqual(data);
    expect(layout(data.cards).slice(0, 5)).toEqual([1, 2, 3, 4, 'promo']);
  });

  it('carries the server’s clock, so a tag that depends on the date is the same', () => {
    const { seed } = buildSeededSearchPage(result, view, { now: NOW, random: () => 0 });
    expect(seed.now).toBe('2025-06-10T00:00:00.000Z');
    const card = buildSearchPageFromSeed(seed, view).cards.find((c) => c.kind === 'hit' && c.card.id === 2);
    expect(card?.kind === 'hit' ? card.card.tag : undefined).toEqual({
      kind: 'new',
      text: 'New Arrival',
      imageUrl: null,
    });
  });
});

describe('what the seed carries', () => {
  it('leaves out the hit fields the page never reads, and the rebuilt page is the same without them', () => {
    const { data, seed } = buildSeededSearchPage(result, view, { now: NOW, random: () => 0.5 });
    expect(seed.result.hits.keys).not.toContain('stocknum');
    expect(seed.result.hits.keys.filter((key) => ['colour', 'city', 'state', 'body'].includes(key))).toEqual(
      [],
    );
    expect(seed.result.hits.keys).toContain('imageCount');
    expect(buildSearchPageFromSeed(seed, view)).toEqual(data);
  });
});
