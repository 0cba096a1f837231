import { describe, expect, it } from 'vitest';
import { decideReservationHold, OPEN_RESERVATION_CAPS, reservationLeadLines } from './hold';

const ENDS = new Date('2026-11-29T01:00:00.000Z');

describe('the cap of open reservations per sender (decision 046)', () => {
  it('opens up to 2 per email or phone and 3 per IP address on a site', () => {
    expect(OPEN_RESERVATION_CAPS).toEqual({ perContact: 2, perIp: 3 });
    expect(decideReservationHold({ contact: 1, ip: 2 })).toBe('opened');
    expect(decideReservationHold({ contact: 2, ip: 0 })).toBe('contact_cap');
    expect(decideReservationHold({ contact: 0, ip: 3 })).toBe('ip_cap');
    expect(decideReservationHold({ contact: 2, ip: 3 })).toBe('contact_cap');
  });
});

describe("the first lines of the dealer's email about a reserve lead", () => {
  it('says until when a car paid for at the dealership is held', () => {
    const lines = reservationLeadLines(
      'opened',
      { provider: 'pay_at_dealership', expiresAt: ENDS },
      'Australia/Sydney',
    );
    expect(lines).toEqual([
      'Car reserved for the buyer until 29 Nov 2026, 12:00 pm AEDT.',
      'The deposit is to be paid at the dealership: please confirm with the buyer.',
    ]);
  });

  it('announces the card payment, and says why a car is not held', () => {
    const stripe = { provider: 'stripe' as const, expiresAt: ENDS };
    expect(reservationLeadLines('opened', stripe, 'Australia/Perth')).toEqual([
      'The buyer is paying the deposit by card now.',
      'A second email follows once it is paid.',
    ]);
    expect(reservationLeadLines('ip_cap', stripe, 'Australia/Perth')).toEqual([
      'Car not reserved: 3 open reservations from this IP address.',
      'Please confirm with the buyer.',
    ]);
    expect(reservationLeadLines('flagged', stripe, 'Australia/Perth')[0]).toBe(
      'Car not reserved: the lead is flagged for review.',
    );
  });
});
