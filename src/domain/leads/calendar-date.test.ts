import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('accepts days that exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1990-12-31')).toBe(true);
  });

  it('refuses days that do not exist without throwing (a month 13 once made the check throw)', () => {
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2020-13-01')).toBe(false);
    expect(isCalendarDate('2020-00-10')).toBe(false);
    expect(isCalendarDate('2020-01-32')).toBe(false);
    expect(isCalendarDate('20-01-01')).toBe(false);
  });
});
