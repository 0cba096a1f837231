import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('accepts days that exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1990-12-31')).toBe(true);
  });

  it('refuses days that do not exist without throwing (a month 13 once made the check throw)', () => {
    for (const input of ['2023-02-29', '2020-13-01', '2020-00-10', '2020-01-32', '20-01-01'])
      expect(isCalendarDate(input)).toBe(false);
  });
});
