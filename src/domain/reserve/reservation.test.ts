import { describe, expect, it } from 'vitest';
import { checkoutEndsAt, depositCents, dueAction, holdEndsAt, RESERVE } from './reservation';
import { isReservationId, reservationPath } from './paths';

const NOW = new Date('2026-11-27T01:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('a reservation in time (issue 15)', () => {
  it('keeps a checkout for 30 minutes, Stripe’s shortest session', () => {
    expect(RESERVE.checkoutMinutes).toBe(30);
    expect(checkoutEndsAt(NOW)).toEqual(at('2026-11-27T01:30:00.000Z'));
  });

  it('holds the car for the site’s hours (48 by default)', () => {
    expect(holdEndsAt(NOW, 48)).toEqual(at('2026-11-29T01:00:00.000Z'));
    expect(holdEndsAt(NOW, 24)).toEqual(at('2026-11-28T01:00:00.000Z'));
  });

  it('takes the deposit in cents', () => {
    expect(depositCents(200)).toBe(20_000);
    expect(depositCents(99)).toBe(9_900);
    expect(depositCents(0)).toBe(0);
  });
});

describe('dueAction: what the sweeper owes a reservation at a given time', () => {
  const ends = at('2026-11-27T01:00:00.000Z');
  it('releases a hold at its end, not a millisecond before', () => {
    for (const status of ['held', 'pending_payment'] as const) {
      expect(dueAction({ status, expiresAt: ends }, at('2026-11-27T00:59:59.999Z'))).toBeNull();
      expect(dueAction({ status, expiresAt: ends }, ends)).toBe('release');
    }
  });

  it('settles a checkout 5 minutes after its page closed, for a payment still on its way', () => {
    const checkout = { status: 'checkout' as const, expiresAt: ends };
    expect(dueAction(checkout, at('2026-11-27T01:04:59.999Z'))).toBeNull();
    expect(dueAction(checkout, at('2026-11-27T01:05:00.000Z'))).toBe('settle-checkout');
  });

  it('sends a refund left half-done at once, and leaves ended reservations alone', () => {
    expect(dueAction({ status: 'refund_pending', expiresAt: ends }, NOW)).toBe('refund');
    for (const status of ['expired', 'abandoned', 'refunded'] as const) {
      expect(dueAction({ status, expiresAt: ends }, at('2030-01-01T00:00:00.000Z'))).toBeNull();
    }
  });
});

describe('reservation ids and pages', () => {
  it('accepts our lower-case UUIDs only', () => {
    expect(isReservationId('0b7e4a8e-9a5e-4d7c-8f3e-2b1c0d9e8f7a')).toBe(true);
    expect(isReservationId('0B7E4A8E-9A5E-4D7C-8F3E-2B1C0D9E8F7A')).toBe(false);
    expect(isReservationId('../etc/passwd')).toBe(false);
    expect(isReservationId('')).toBe(false);
  });

  it('names the page by the id', () => {
    expect(reservationPath('0b7e4a8e-9a5e-4d7c-8f3e-2b1c0d9e8f7a')).toBe(
      '/reservations/0b7e4a8e-9a5e-4d7c-8f3e-2b1c0d9e8f7a',
    );
  });
});
