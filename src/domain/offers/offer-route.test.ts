import { describe, expect, it } from 'vitest';
import { hasOfferEnded, offerRoute, parseOfferPath } from './offer-route';

describe('parseOfferPath', () => {
  it('reads /offers/{id} and /offers/{make}/{id}', () => {
    expect(parseOfferPath(['42'])).toEqual({ manufacturerSlug: null, id: 42 });
    expect(parseOfferPath(['kia', '42'])).toEqual({ manufacturerSlug: 'kia', id: 42 });
  });

  it('rejects malformed ids and other shapes', () => {
    for (const segments of [
      [],
      ['0'],
      ['042'],
      ['4.2'],
      ['abc'],
      ['1234567890'],
      ['kia', 'x'],
      ['a', 'b', '1'],
    ])
      expect(parseOfferPath(segments)).toBeNull();
  });
});

describe('K-10 hasOfferEnded', () => {
  it('ends the day after its expiry date; no expiry never ends', () => {
    expect(hasOfferEnded('2025-05-09', '2025-05-10')).toBe(true);
    expect(hasOfferEnded('2025-05-10', '2025-05-10')).toBe(false);
    expect(hasOfferEnded(null, '2025-05-10')).toBe(false);
  });
});

describe('K-11 offerRoute', () => {
  const offer = { id: 7, manufacturerSlug: 'kia' };

  it('answers at the offer’s own href', () => {
    expect(offerRoute({ manufacturerSlug: null, id: 7 }, offer, true)).toEqual({ kind: 'canonical' });
    expect(offerRoute({ manufacturerSlug: 'kia', id: 7 }, offer, false)).toEqual({ kind: 'canonical' });
  });

  it('moves the other form to the canonical href', () => {
    expect(offerRoute({ manufacturerSlug: 'kia', id: 7 }, offer, true)).toEqual({
      kind: 'redirect',
      href: '/offers/7',
    });
    expect(offerRoute({ manufacturerSlug: null, id: 7 }, offer, false)).toEqual({
      kind: 'redirect',
      href: '/offers/kia/7',
    });
    expect(offerRoute({ manufacturerSlug: 'mazda', id: 7 }, offer, false)).toEqual({
      kind: 'redirect',
      href: '/offers/kia/7',
    });
    expect(offerRoute({ manufacturerSlug: 'kia', id: 7 }, { id: 7, manufacturerSlug: null }, false)).toEqual({
      kind: 'redirect',
      href: '/offers/7',
    });
  });
});
