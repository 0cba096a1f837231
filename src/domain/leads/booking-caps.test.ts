import { describe, expect, it } from 'vitest';
import { decideSlotHold, OPEN_BOOKING_CAPS, slotNotHeldLines } from './booking-caps';

describe('decideSlotHold', () => {
  it('holds the slot below both caps (2 per contact, 3 per IP)', () => {
    expect(OPEN_BOOKING_CAPS).toEqual({ perContact: 2, perIp: 3 });
    expect(decideSlotHold({ contact: 0, ip: 0 })).toBe('held');
    expect(decideSlotHold({ contact: 1, ip: 2 })).toBe('held');
  });

  it('refuses at the contact cap first, then at the IP cap', () => {
    expect(decideSlotHold({ contact: 2, ip: 0 })).toBe('contact_cap');
    expect(decideSlotHold({ contact: 2, ip: 3 })).toBe('contact_cap');
    expect(decideSlotHold({ contact: 1, ip: 3 })).toBe('ip_cap');
    expect(decideSlotHold({ contact: 0, ip: 1 }, { perContact: 5, perIp: 1 })).toBe('ip_cap');
  });
});

describe('slotNotHeldLines', () => {
  it('tells the dealer why the time was not held, each line under 76 columns', () => {
    const all = (['flagged', 'contact_cap', 'ip_cap'] as const).map((hold) => slotNotHeldLines(hold));
    expect(all).toEqual([
      ['Requested time not held: the lead is flagged for review.', 'Please confirm a time with the buyer.'],
      [
        'Requested time not held: 2 open bookings for this email or phone.',
        'Please confirm a time with the buyer.',
      ],
      [
        'Requested time not held: 3 open bookings from this IP address.',
        'Please confirm a time with the buyer.',
      ],
    ]);
    expect(all.flat().every((line) => line.length < 76)).toBe(true);
  });
});
