import { describe, expect, it } from 'vitest';
import { dealershipFilterLinks, offerEnquiryLabel, offersHeading } from './offers-list';

const DEALERS = [
  { id: 1, slug: 'north', name: 'North Motors' },
  { id: 2, slug: 'city', name: 'City Motors' },
  { id: 3, slug: 'quiet', name: 'Quiet Motors' },
];
const COUNTS = new Map([
  [1, 4],
  [2, 2],
]);

describe('dealershipFilterLinks', () => {
  it('links each dealership with offers, by name, with its offer count', () => {
    expect(dealershipFilterLinks(DEALERS, COUNTS, {})).toEqual([
      { label: 'City Motors', count: 2, href: '/special-offers?dealership=city', isSelected: false },
      { label: 'North Motors', count: 4, href: '/special-offers?dealership=north', isSelected: false },
    ]);
  });

  it('keeps the selected dealership even without offers, and its link clears the filter', () => {
    const links = dealershipFilterLinks(DEALERS, COUNTS, { dealership: 'quiet' });
    expect(links.map((link) => [link.label, link.href, link.isSelected])).toEqual([
      ['City Motors', '/special-offers?dealership=city', false],
      ['North Motors', '/special-offers?dealership=north', false],
      ['Quiet Motors', '/special-offers', true],
    ]);
  });

  it('is empty on a site with a single dealership', () => {
    expect(dealershipFilterLinks(DEALERS.slice(0, 1), COUNTS, {})).toEqual([]);
  });
});

describe('offersHeading', () => {
  it('names the dealership the list is scoped to', () => {
    expect(offersHeading(null)).toBe('Special Offers');
    expect(offersHeading('City Motors')).toBe('Special Offers from City Motors');
  });
});

describe('offerEnquiryLabel (H-28)', () => {
  it("names the offer after the site's button text", () => {
    expect(offerEnquiryLabel('Enquire Now', 'Hilux Drive-away')).toBe('Enquire Now: Hilux Drive-away');
    expect(offerEnquiryLabel('Ask About This Offer', 'Hilux Drive-away')).toBe(
      'Ask About This Offer: Hilux Drive-away',
    );
  });
});
