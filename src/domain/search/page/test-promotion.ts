import type { SearchPromotion } from './promo-slots';

/** A promotion running through June 2025 on every kind of search (a test fixture). */
export const TEST_PROMOTION: SearchPromotion = {
  id: 1,
  start: '2025-06-01T00:00:00.000Z',
  expiry: '2025-07-01T00:00:00.000Z',
  position: 1,
  display: [],
  strictDisplay: false,
  node: { title: 'Service Special', body: 'From $199', imageUrl: null, url: '/service', buttonText: 'Book' },
};
