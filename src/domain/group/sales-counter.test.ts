import { describe, expect, it } from 'vitest';
import { countUpValue, monthStart, salesThisMonth } from './sales-counter';

const BRISBANE = { intervalSeconds: 450, timezone: 'Australia/Brisbane' };

describe('salesThisMonth (L-5: one sale per 450 s since the month began in Brisbane)', () => {
  it('is 192 one day into the month (the checklist example)', () => {
    expect(salesThisMonth(new Date('2025-08-02T00:00:00+10:00'), BRISBANE)).toBe(192);
  });

  it('is 0 at local midnight on the 1st, which is 14:00 UTC the day before', () => {
    expect(salesThisMonth(new Date('2025-08-01T00:00:00+10:00'), BRISBANE)).toBe(0);
    expect(salesThisMonth(new Date('2025-07-31T14:00:00Z'), BRISBANE)).toBe(0);
  });

  it('counts the whole previous month up to its last second', () => {
    // July has 31 days: floor((31 × 86400 − 1) / 450) = 5951.
    expect(salesThisMonth(new Date('2025-07-31T23:59:59+10:00'), BRISBANE)).toBe(5951);
    expect(salesThisMonth(new Date('2025-07-31T13:59:59Z'), BRISBANE)).toBe(5951);
  });

  it('goes up by one each 450 seconds, not before', () => {
    expect(salesThisMonth(new Date('2025-08-01T00:07:29+10:00'), BRISBANE)).toBe(0);
    expect(salesThisMonth(new Date('2025-08-01T00:07:30+10:00'), BRISBANE)).toBe(1);
  });

  it('handles a February and the turn of the year', () => {
    expect(salesThisMonth(new Date('2024-02-29T23:59:59+10:00'), BRISBANE)).toBe(
      Math.floor((29 * 86400 - 1) / 450),
    );
    expect(salesThisMonth(new Date('2026-01-01T00:00:00+10:00'), BRISBANE)).toBe(0);
    expect(salesThisMonth(new Date('2025-12-31T23:59:59+10:00'), BRISBANE)).toBe(5951);
  });

  it('uses the configured zone and interval', () => {
    const sydney = { intervalSeconds: 900, timezone: 'Australia/Sydney' };
    // 2 October 2025 00:00 in Sydney is AEST (+10); DST starts on the 5th.
    expect(salesThisMonth(new Date('2025-10-02T00:00:00+10:00'), sydney)).toBe(96);
    // 1 November 2025 00:00 in Sydney is AEDT (+11).
    expect(monthStart(new Date('2025-11-15T00:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2025-10-31T13:00:00.000Z',
    );
  });
});

describe('countUpValue (L-7: counts up to the value over the duration)', () => {
  it('starts at the start value and ends exactly at the target', () => {
    expect(countUpValue(0, 192, 0, 2000)).toBe(0);
    expect(countUpValue(0, 192, 2000, 2000)).toBe(192);
    expect(countUpValue(0, 192, 5000, 2000)).toBe(192);
  });

  it('is a whole number between the two on the way', () => {
    const mid = countUpValue(100, 192, 1000, 2000);
    expect(Number.isInteger(mid)).toBe(true);
    expect(mid).toBeGreaterThan(100);
    expect(mid).toBeLessThan(192);
  });

  it('jumps straight to the target with no duration', () => {
    expect(countUpValue(0, 50, 0, 0)).toBe(50);
  });
});
