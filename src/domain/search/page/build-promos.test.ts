import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { STATS_ATTRIBUTES } from '@/domain/search/attributes';
import { EMPTY_SEARCH_STATE, type SearchResult, type SearchState } from '@/domain/search/state';
import { ctx } from '@/domain/search/url-test-fixtures';
import { buildSearchPageData, type SearchPageView } from './build';
import { searchViewConfig } from './view-config';
import { TEST_PROMOTION } from './test-promotion';
import type { ResultCardDto } from './types';
import { testHit } from './test-hit';

const NOW = new Date('2025-06-10T00:00:00Z');
const config = resolveSiteConfig({
  siteSlug: 't',
  groupSlug: null,
  layers: {
    site: {
      finance: { provider: 'angle' },
      promo: { cardPosition: { mode: 'everyN', n: 7 }, stickyCtaCardPositions: [5, 30] },
    },
  },
});
const promotion = TEST_PROMOTION;

function build(state: Partial<SearchState>, patch: Partial<SearchPageView> = {}) {
  const full = { ...EMPTY_SEARCH_STATE, ...state };
  const first = (full.page - 1) * 21;
  const result: SearchResult = {
    hits: Array.from({ length: 21 }, (_, i) => testHit({ id: first + i + 1, slug: `car-${first + i + 1}` })),
    count: 100,
    facets: {},
    stats: Object.fromEntries(STATS_ATTRIBUTES.map((a) => [a, null])) as SearchResult['stats'],
    page: full.page,
    pages: 5,
    ms: 1,
  };
  const view: SearchPageView = {
    state: full,
    ctx,
    dealershipSlug: null,
    config: searchViewConfig(config),
    siteId: 7,
    promotions: [promotion],
    ...patch,
  };
  return buildSearchPageData(result, view, { now: NOW, random: () => 0 });
}

/** Hits as their position in the whole result, other cards by kind and title. */
const layout = (cards: ResultCardDto[]) =>
  cards.map((card) => (card.kind === 'hit' ? card.card.id : `${card.kind}:${card.promo.title}`));

describe('buildSearchPageData: promo slots and sticky CTA cards (C-83..C-88)', () => {
  it('cycles the promotions through every 7th slot, the trade-in card among them on a used search (C-82)', () => {
    // The finance CTA (/finance, issue 13) sits at 5 (C-87).
    const cards = build({ refinements: { car_type: ['used'] } }).cards;
    expect(layout(cards).filter((item) => typeof item === 'string')).toEqual([
      'cta:Get Pre-Approved Now',
      'promo:We Want Your Car!',
      'promo:Service Special',
      'promo:We Want Your Car!',
    ]);
    expect(layout(cards).slice(4, 10)).toEqual([
      5,
      'cta:Get Pre-Approved Now',
      6,
      7,
      'promo:We Want Your Car!',
      8,
    ]);
    expect(cards.filter((card) => card.kind === 'hit')).toHaveLength(21);
  });

  it('gives each card on page 2 a unique key, with the finance CTA card after the 30th car', () => {
    const cards = build({ page: 2 }).cards;
    expect(layout(cards).slice(8, 11)).toEqual([29, 30, 'cta:Get Pre-Approved Now']);
    expect(new Set(cards.map((card) => card.key)).size).toBe(cards.length);
  });

  it('drops promotions that are not active now (K-15)', () => {
    const expired = { ...promotion, expiry: '2025-06-09T00:00:00.000Z' };
    const cards = build({}, { promotions: [expired] }).cards;
    expect(layout(cards).filter((item) => typeof item === 'string')).toEqual(['cta:Get Pre-Approved Now']);
  });

  it("links Reserve Now to the car's checkout now that it is built (issue 15)", () => {
    const hit = build({}).cards.find((card) => card.kind === 'hit');
    const buttons = hit?.kind === 'hit' ? hit.card.buttons : [];
    expect(buttons.map((button) => button.label)).toEqual([
      'Explore Vehicle',
      'Quick Enquiry',
      'Book a Test Drive',
      'Reserve Now',
    ]);
    expect(buttons[3]?.href).toMatch(/^\/cars\/[^/]+\/checkout$/);
  });
});

describe('buildSearchPageData: favourites (N-7, I-12)', () => {
  it("names the site's own local-storage keys", () => {
    expect(build({}).favourites).toEqual({
      savedKey: 'forecourt:7:saved-cars',
      compareKey: 'forecourt:7:compare-cars',
      compareLimit: 3,
    });
  });

  it('has no favourites and no save controls when the site turns favourites storage off', () => {
    const off = searchViewConfig({ ...config, features: { ...config.features, favouritesStorage: false } });
    const data = build({}, { config: off });
    expect(data.favourites).toBeNull();
    expect(data.cards.every((card) => card.kind !== 'hit' || card.card.save === null)).toBe(true);
  });
});
