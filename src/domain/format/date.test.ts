import { describe, expect, it } from 'vitest';
import { formatLongDate, formatWeekdayDate, isoDateInTimeZone } from './date';

describe('K-10 formatLongDate', () => {
  it("formats an ISO date en-AU: '2025-09-30' → '30 September 2025'", () => {
    expect(formatLongDate('2025-09-30')).toBe('30 September 2025');
    expect(formatLongDate('2026-01-01')).toBe('1 January 2026');
  });
  it('rejects anything but an ISO date', () => {
    expect(() => formatLongDate('30/09/2025')).toThrow();
    expect(() => formatLongDate('2025-13-01')).toThrow();
  });
});

describe('formatWeekdayDate', () => {
  it('names the weekday of the calendar date', () => {
    expect(formatWeekdayDate('2025-10-06')).toBe('Monday 6 October');
    expect(formatWeekdayDate('2024-02-29')).toBe('Thursday 29 February');
    expect(() => formatWeekdayDate('2025-00-10')).toThrow('Not an ISO date: 2025-00-10');
  });
});

describe('isoDateInTimeZone', () => {
  it("gives the calendar date in the site's time zone", () => {
    const now = new Date('2025-09-30T15:00:00Z'); // 01:00 on 1 October in Brisbane (UTC+10)
    expect(isoDateInTimeZone(now, 'Australia/Brisbane')).toBe('2025-10-01');
    expect(isoDateInTimeZone(now, 'UTC')).toBe('2025-09-30');
  });
});
