import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_QUOTE_MESSAGE,
  expiredQuoteMessage,
  offerValidUntilText,
  quoteExpiry,
  quoteExpiryDate,
} from './quote';

describe('a trade-in quote’s term (decision 073)', () => {
  it('runs the given number of days from the valuation', () => {
    expect(quoteExpiry(new Date('2026-11-26T01:00:00Z'), 7).toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(quoteExpiry(new Date('2026-11-26T01:00:00Z'), 1).toISOString()).toBe('2026-11-27T01:00:00.000Z');
  });

  it("names its last day on the site's calendar", () => {
    // 3 December 01:00 UTC is 11:00 in Brisbane; 2 December 15:00 UTC is 23:00 in Perth.
    const expiresAt = new Date('2026-12-03T01:00:00Z');
    expect(quoteExpiryDate(expiresAt, 'Australia/Brisbane')).toBe('3 December 2026');
    expect(quoteExpiryDate(new Date('2026-12-02T15:00:00Z'), 'Australia/Perth')).toBe('2 December 2026');
    // Expiring at midnight, the last day is the one before.
    expect(quoteExpiryDate(new Date('2026-12-02T14:00:00Z'), 'Australia/Brisbane')).toBe('2 December 2026');
  });

  it('says so to the buyer', () => {
    expect(offerValidUntilText('3 December 2026')).toBe('This offer is valid until 3 December 2026.');
    expect(expiredQuoteMessage(new Date('2026-12-03T01:00:00Z'), 'Australia/Brisbane')).toBe(
      'This offer expired on 3 December 2026. Please value your car again for a current offer.',
    );
    expect(UNKNOWN_QUOTE_MESSAGE).toBe(
      'We could not find that offer. Please value your car again for a current offer.',
    );
  });
});
