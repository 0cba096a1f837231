import { describe, expect, it } from 'vitest';
import { formatBookingTime } from './booking-time';

describe('formatBookingTime', () => {
  it('says the day, date and time on the yard clock with its zone', () => {
    expect(formatBookingTime(new Date('2026-11-28T00:30:00Z'), 'Australia/Brisbane')).toBe(
      'Saturday 28 November 2026 at 10:30 am AEST',
    );
  });

  it('follows daylight saving where the zone has it', () => {
    expect(formatBookingTime(new Date('2026-11-28T00:30:00Z'), 'Australia/Sydney')).toBe(
      'Saturday 28 November 2026 at 11:30 am AEDT',
    );
  });

  it('writes afternoon times in 12-hour form', () => {
    expect(formatBookingTime(new Date('2026-06-01T05:00:00Z'), 'Australia/Perth')).toBe(
      'Monday 1 June 2026 at 1:00 pm AWST',
    );
  });

  it('uses plain spaces only, so an email body stays 7-bit', () => {
    expect(formatBookingTime(new Date('2026-06-01T05:00:00Z'), 'Australia/Perth')).not.toMatch(
      /[^\x20-\x7e]/,
    );
  });
});
