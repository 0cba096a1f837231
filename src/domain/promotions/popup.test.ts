import { describe, expect, it } from 'vitest';
import { hasPopupExpired, popupStorageKey } from './popup';

describe('popupStorageKey (K-19 proposal)', () => {
  it('is popupClosed:{siteSlug}:{popupId}', () => {
    expect(popupStorageKey('outback', 'caravan-show')).toBe('popupClosed:outback:caravan-show');
  });

  it('differs per site for the same popup id', () => {
    expect(popupStorageKey('outback', 'sale')).not.toBe(popupStorageKey('redgum', 'sale'));
  });
});

describe('hasPopupExpired (K-19: never shown after its expiry)', () => {
  const noon = new Date('2026-06-30T02:00:00Z');

  it('never expires without an expiry', () => {
    expect(hasPopupExpired(null, noon, '2099-01-01')).toBe(false);
  });

  it('a date is the last day shown, in the site calendar', () => {
    expect(hasPopupExpired('2026-06-30', noon, '2026-06-29')).toBe(false);
    expect(hasPopupExpired('2026-06-30', noon, '2026-06-30')).toBe(false);
    expect(hasPopupExpired('2026-06-30', noon, '2026-07-01')).toBe(true);
  });

  it('an instant is shown at it and not a millisecond after', () => {
    const expiry = '2026-06-30T17:30:00+10:00';
    expect(hasPopupExpired(expiry, new Date('2026-06-30T07:29:59.999Z'), '2026-06-30')).toBe(false);
    expect(hasPopupExpired(expiry, new Date('2026-06-30T07:30:00Z'), '2026-06-30')).toBe(false);
    expect(hasPopupExpired(expiry, new Date('2026-06-30T07:30:00.001Z'), '2026-06-30')).toBe(true);
  });
});
