import { describe, expect, it } from 'vitest';
import { promoSlotCards, tradeInPromoCard, type SearchPromotion } from './promo-slots';

const NOW = new Date('2025-06-10T00:00:00Z');
const promotion = (id: number, patch: Partial<SearchPromotion> = {}): SearchPromotion => ({
  id,
  start: '2025-06-01T00:00:00.000Z',
  expiry: '2025-07-01T00:00:00.000Z',
  position: id,
  display: [],
  strictDisplay: false,
  node: { title: `Promo ${id}`, body: `Body ${id}`, imageUrl: null, url: `/p/${id}`, buttonText: 'Go' },
  ...patch,
});
const titles = (cards: { title: string }[]) => cards.map((card) => card.title);
const off = { tradeInCardEnabled: false };

describe('C-80/C-81 the trade-in card', () => {
  it("reads 'We Want Your Car!' with the C-80 proposal's split and links to /trade-in", () => {
    expect(tradeInPromoCard()).toEqual({
      title: 'We Want Your Car!',
      subtitle: 'We buy all types of cars',
      body: 'Our high turnover means we can pay more',
      href: '/trade-in',
      buttonText: 'Value my car',
      imageUrl: null,
    });
  });
});

describe('promoSlotCards: what the promo slots cycle through (C-82, C-85, C-86, K-15..K-17)', () => {
  it('puts the trade-in card first for used-only results (C-82), then the promotions', () => {
    const cards = promoSlotCards({ car_type: ['used'] }, off, [promotion(1)], NOW);
    expect(titles(cards)).toEqual(['We Want Your Car!', 'Promo 1']);
  });

  it('has no trade-in card for other car types unless the dealer enables it', () => {
    expect(titles(promoSlotCards({ car_type: ['new'] }, off, [], NOW))).toEqual([]);
    expect(titles(promoSlotCards({}, { tradeInCardEnabled: true }, [], NOW))).toEqual(['We Want Your Car!']);
  });

  it('keeps promotions active now (start and expiry inclusive), by position then id', () => {
    const promotions = [
      promotion(1, { position: 9 }),
      promotion(2, { position: 4 }),
      promotion(3, { position: 4, start: '2025-06-10T00:00:00.000Z' }),
      promotion(4, { expiry: '2025-06-09T23:59:59.000Z' }),
      promotion(5, { start: '2025-06-10T00:00:01.000Z' }),
    ];
    expect(titles(promoSlotCards({}, off, promotions, NOW))).toEqual(['Promo 2', 'Promo 3', 'Promo 1']);
  });

  it('matches the selected car types (K-16) and maps the node onto the card', () => {
    const promotions = [
      promotion(1, { display: ['used'] }),
      promotion(2, { display: ['new'], strictDisplay: true }),
      promotion(3, { display: ['new', 'demo'] }),
    ];
    expect(titles(promoSlotCards({ car_type: ['new'] }, off, promotions, NOW))).toEqual([
      'Promo 2',
      'Promo 3',
    ]);
    expect(promoSlotCards({ car_type: ['demo'] }, off, promotions, NOW)).toEqual([
      { title: 'Promo 3', subtitle: null, body: 'Body 3', href: '/p/3', buttonText: 'Go', imageUrl: null },
    ]);
  });
});
