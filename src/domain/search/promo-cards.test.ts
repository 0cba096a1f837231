import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activePromotions,
  insertPromos,
  isPromotionActive,
  promoInterval,
  promotionMatches,
  shouldShowPromoCard,
  TRADE_IN_PROMO_CARD,
  type ResultCard,
} from './promo-cards';

const hits = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);
const layout = (cards: ResultCard<number, string>[]) =>
  cards.map((card) => (card.kind === 'hit' ? card.hit : card.kind === 'promo' ? card.promotion : 'CTA'));
const everyN = (n: number) => ({
  cardPosition: { mode: 'everyN' as const, n },
  stickyCtaCardPositions: [30],
});
const never = () => {
  throw new Error('rng must not be called');
};

describe("C-80/C-81 the trade-in card: 'We Want Your Car!' to /trade-in", () => {
  it('carries the spec copy', () => {
    expect(TRADE_IN_PROMO_CARD).toEqual({
      title: 'We Want Your Car!',
      subtitle: 'We buy all types of cars',
      body: 'Our high turnover means we can pay more',
      href: '/trade-in',
    });
  });
});

describe('C-82 shouldShowPromoCard: car type exactly used-only, or the dealer enables it', () => {
  it.each([
    [{ car_type: ['used'] }, false, true],
    [{ car_type: ['used', 'demo'] }, false, false],
    [{ car_type: ['new'] }, false, false],
    [{}, false, false],
    [{}, true, true],
  ])('%j with tradeInCardEnabled %s → %s', (refinements, enabled, expected) => {
    expect(shouldShowPromoCard(refinements, { tradeInCardEnabled: enabled })).toBe(expected);
  });
});

describe('C-83 every Nth card', () => {
  it('inserts a promo after every 10th hit by default (proposal N = 10)', () => {
    const cards = insertPromos(hits(21), everyN(10), never, { promotions: ['P'] });
    expect(layout(cards)).toEqual([...hits(10), 'P', ...hits(10, 11), 'P', 21]);
  });

  it('counts positions over the whole result: page 2 starts at hit 22', () => {
    const cards = insertPromos(hits(21, 22), everyN(10), never, { promotions: ['P'], offset: 21 });
    expect(cards.filter((c) => c.kind === 'promo').map((c) => (c.kind === 'promo' ? c.afterHit : 0))).toEqual(
      [30, 40],
    );
  });

  it('inserts nothing when there is no promotion to show', () => {
    expect(
      layout(insertPromos(hits(21), { ...everyN(3), stickyCtaCardPositions: [] }, never, { promotions: [] })),
    ).toEqual(hits(21));
  });
});

describe('C-84 random 3–5, chosen once', () => {
  const random = { mode: 'random' as const, min: 3, max: 5 };

  it('maps the seeded rng onto 3, 4 or 5, and any rng value stays in 3..5', () => {
    expect(promoInterval(random, () => 0)).toBe(3);
    expect(promoInterval(random, () => 0.5)).toBe(4);
    expect(promoInterval(random, () => 0.999999)).toBe(5);
    fc.assert(fc.property(fc.double(), (r) => [3, 4, 5].includes(promoInterval(random, () => r))));
  });

  it('draws once per call and uses that interval throughout', () => {
    let calls = 0;
    const rng = () => (calls++, 0.5);
    const cards = insertPromos(hits(12), { cardPosition: random, stickyCtaCardPositions: [] }, rng, {
      promotions: ['P'],
    });
    expect(calls).toBe(1);
    expect(layout(cards)).toEqual([1, 2, 3, 4, 'P', 5, 6, 7, 8, 'P', 9, 10, 11, 12, 'P']);
  });
});

describe('C-85 the k-th slot shows promotions[k mod count]', () => {
  it('cycles through the promotions by position', () => {
    const cards = insertPromos(hits(9), { ...everyN(2), stickyCtaCardPositions: [] }, never, {
      promotions: ['A', 'B', 'C'],
    });
    expect(layout(cards)).toEqual([1, 2, 'A', 3, 4, 'B', 5, 6, 'C', 7, 8, 'A', 9]);
  });
});

describe('C-87 sticky CTA cards at configured positions, default [30]', () => {
  it('places CTAs at 5, 10, 15, 20 on page 1 for the one site, after a promo at the same position', () => {
    const placement = {
      cardPosition: { mode: 'everyN' as const, n: 10 },
      stickyCtaCardPositions: [5, 10, 15, 20, 25, 30],
    };
    const cards = layout(insertPromos(hits(21), placement, never, { promotions: ['P'] }));
    expect(cards.slice(0, 14)).toEqual([1, 2, 3, 4, 5, 'CTA', 6, 7, 8, 9, 10, 'P', 'CTA', 11]);
  });

  it('the default 30 lands on page 2 (ninth hit)', () => {
    expect(layout(insertPromos(hits(21), everyN(100), never, { promotions: [] }))).not.toContain('CTA');
    const page2 = insertPromos(hits(21, 22), everyN(100), never, { promotions: [], offset: 21 });
    expect(layout(page2).indexOf('CTA')).toBe(9);
  });
});

describe('C-88 promo and CTA cards do not count towards the 21 hits', () => {
  it('keeps all 21 hits on the page', () => {
    const cards = insertPromos(hits(21), { ...everyN(3), stickyCtaCardPositions: [5] }, never, {
      promotions: ['P'],
    });
    expect(cards.filter((c) => c.kind === 'hit')).toHaveLength(21);
    expect(cards.length).toBe(21 + 7 + 1);
  });
});

describe('K-15 isPromotionActive: start ≤ now ≤ expiry, inclusive', () => {
  const p = { start: '2025-08-21T08:30:00+10:00', expiry: '2025-09-30T17:30:00+10:00' };
  it.each([
    ['2025-08-21T08:29:59+10:00', false],
    ['2025-08-21T08:30:00+10:00', true],
    ['2025-09-30T17:30:00+10:00', true],
    ['2025-09-30T17:30:01+10:00', false],
  ])('%s → %s', (at, expected) => {
    expect(isPromotionActive(p, new Date(at))).toBe(expected);
  });

  it('treats a null side as open and an unreadable date as inactive', () => {
    expect(isPromotionActive({ start: null, expiry: null }, new Date())).toBe(true);
    expect(isPromotionActive({ start: 'soon', expiry: null }, new Date())).toBe(false);
  });
});

describe('K-16 promotionMatches', () => {
  const loose = (display: string[]) => ({ display, strictDisplay: false });
  const strict = (display: string[]) => ({ display, strictDisplay: true });

  it('non-strict: empty display, no car type selected, or an overlap', () => {
    expect(promotionMatches(loose([]), ['new'])).toBe(true);
    expect(promotionMatches(loose(['used']), [])).toBe(true);
    expect(promotionMatches(loose(['used']), ['new', 'used'])).toBe(true);
    expect(promotionMatches(loose(['used']), ['new'])).toBe(false);
  });

  it('strict: a car type selected and every selected type in display', () => {
    expect(promotionMatches(strict(['new', 'demo']), ['new', 'demo'])).toBe(true);
    expect(promotionMatches(strict(['new', 'demo']), ['new', 'used'])).toBe(false);
    expect(promotionMatches(strict(['new']), [])).toBe(false);
  });

  it('C-86: only active, matching promotions are cycled', () => {
    const now = new Date('2025-09-01T00:00:00Z');
    const promos = [
      { start: null, expiry: null, position: 1, display: ['used'], strictDisplay: false, node: 'used' },
      {
        start: null,
        expiry: '2025-01-01T00:00:00Z',
        position: 2,
        display: [],
        strictDisplay: false,
        node: 'expired',
      },
      { start: null, expiry: null, position: 3, display: ['new'], strictDisplay: false, node: 'new' },
    ];
    expect(activePromotions(promos, ['used'], now).map((p) => p.node)).toEqual(['used']);
  });
});
