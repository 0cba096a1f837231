import { describe, expect, it } from 'vitest';
import { openIntervalsOn, parseClockTime } from './slot-hours';

describe('parseClockTime', () => {
  it.each([
    ['08:30', 510],
    ['8:30', 510],
    [' 17:00:00 ', 1020],
    ['00:00', 0],
    ['24:00', 1440],
  ])('reads %j as %i minutes', (value, minutes) => {
    expect(parseClockTime(value)).toBe(minutes);
  });

  it.each([[null], [''], ['8.30'], ['8:30am'], ['24:30'], ['25:00'], ['12:60']])(
    'has no time for %j',
    (value) => {
      expect(parseClockTime(value)).toBeNull();
    },
  );
});

describe('openIntervalsOn', () => {
  const monday = [
    { weekday: 1, status: 'Open', open: '08:00', close: '12:00' },
    { weekday: 1, status: 'Open', open: '11:00', close: '17:00' },
  ];

  it('merges overlapping hours of one day', () => {
    expect(openIntervalsOn('2025-06-02', 'sales', monday, [])).toEqual([[480, 1020]]);
    expect(openIntervalsOn('2025-06-03', 'sales', monday, [])).toEqual([]);
  });

  it('cuts several closed parts out of a day', () => {
    const holidays = [
      { date: '2025-06-02', status: 'Closed', startHour: '09:00', endHour: '10:00' },
      { date: '2025-06-02', status: 'Closed', startHour: '16:00', endHour: '18:00' },
    ];
    expect(openIntervalsOn('2025-06-02', 'sales', monday, holidays)).toEqual([
      [480, 540],
      [600, 960],
    ]);
  });

  it('lets a whole-day closure win over shorter hours on the same date', () => {
    const holidays = [
      { date: '2025-06-02', status: 'Open', startHour: '10:00', endHour: '12:00', department: 'sales' },
      { date: '2025-06-02', status: 'Closed', startHour: null, endHour: null, department: 'all' },
    ];
    expect(openIntervalsOn('2025-06-02', 'sales', monday, holidays)).toEqual([]);
  });
});
