import { describe, expect, it } from 'vitest';
import { formatWeekdayDate } from '@/domain/format/date';
import { groupSlotsByDay, slotDate, slotTimeLabel } from './slot-options';

describe('slot picker options', () => {
  it('labels days and times the Australian way', () => {
    expect(formatWeekdayDate('2025-10-06')).toBe('Monday 6 October');
    expect(formatWeekdayDate('2026-01-01')).toBe('Thursday 1 January');
    expect(slotTimeLabel('09:00')).toBe('9:00 am');
    expect(slotTimeLabel('12:00')).toBe('12:00 pm');
    expect(slotTimeLabel('13:30')).toBe('1:30 pm');
    expect(slotTimeLabel('00:15')).toBe('12:15 am');
  });

  it('groups slots by their own wall-clock day, keeping the ISO value', () => {
    const days = groupSlotsByDay([
      '2025-10-06T09:00:00+11:00',
      '2025-10-06T09:30:00+11:00',
      '2025-10-07T16:30:00+11:00',
      'not a slot',
    ]);
    expect(days).toEqual([
      {
        date: '2025-10-06',
        label: 'Monday 6 October',
        times: [
          { value: '2025-10-06T09:00:00+11:00', label: '9:00 am' },
          { value: '2025-10-06T09:30:00+11:00', label: '9:30 am' },
        ],
      },
      {
        date: '2025-10-07',
        label: 'Tuesday 7 October',
        times: [{ value: '2025-10-07T16:30:00+11:00', label: '4:30 pm' }],
      },
    ]);
  });

  it('reads the day of a chosen slot', () => {
    expect(slotDate('2025-10-07T16:30:00+11:00')).toBe('2025-10-07');
    expect(slotDate('')).toBe('');
  });
});
