import { describe, expect, it } from 'vitest';
import { isoDateInTimeZone } from '@/domain/format/date';
import { holidayHoursSections, upcomingHolidayHours, type HolidayHoursEntry } from './holiday-hours';

const SPRINGWOOD = { name: 'Summit Mazda Springwood' };

const entry = (date: string, department: string, overrides: Partial<HolidayHoursEntry> = {}) =>
  ({
    date,
    status: 'Closed',
    startHour: null,
    endHour: null,
    department,
    locationName: SPRINGWOOD.name,
    name: 'Staff Training Day',
    ...overrides,
  }) satisfies HolidayHoursEntry;

/** J-40's sample: 4 July 2025, parts and service closed, shorter sales hours. */
const JULY_4 = [
  entry('2025-07-04', 'parts'),
  entry('2025-07-04', 'service'),
  entry('2025-07-04', 'sales', { status: 'Open', startHour: '09:00', endHour: '13:00' }),
];

describe('J-36 upcomingHolidayHours: from today onward, this location and department', () => {
  it("shows J-40's sample before the day, and hides it after", () => {
    expect(upcomingHolidayHours(JULY_4, SPRINGWOOD, 'sales', '2025-07-01')).toEqual([
      { date: '2025-07-04', dayLabel: 'Friday 4 July', name: 'Staff Training Day', hours: '9:00am - 1:00pm' },
    ]);
    expect(upcomingHolidayHours(JULY_4, SPRINGWOOD, 'service', '2025-07-01')).toEqual([
      { date: '2025-07-04', dayLabel: 'Friday 4 July', name: 'Staff Training Day', hours: 'Closed' },
    ]);
    expect(upcomingHolidayHours(JULY_4, SPRINGWOOD, 'parts', '2025-07-05')).toEqual([]);
  });

  it("J-37: today's entry is labelled 'Today'", () => {
    expect(upcomingHolidayHours(JULY_4, SPRINGWOOD, 'parts', '2025-07-04')).toEqual([
      { date: '2025-07-04', dayLabel: 'Today', name: 'Staff Training Day', hours: 'Closed' },
    ]);
  });

  it("takes 'today' in Brisbane time: at 23:59:59 AEST an entry of that day is today's, a second later it is gone", () => {
    const entries = [entry('2025-07-03', 'all', { name: 'Show Day' }), entry('2025-07-04', 'all')];
    const lastSecond = isoDateInTimeZone(new Date('2025-07-03T13:59:59Z'), 'Australia/Brisbane');
    const nextDay = isoDateInTimeZone(new Date('2025-07-03T14:00:00Z'), 'Australia/Brisbane');
    expect(lastSecond).toBe('2025-07-03');
    expect(upcomingHolidayHours(entries, SPRINGWOOD, 'sales', lastSecond).map((row) => row.dayLabel)).toEqual(
      ['Today', 'Friday 4 July'],
    );
    expect(upcomingHolidayHours(entries, SPRINGWOOD, 'sales', nextDay).map((row) => row.dayLabel)).toEqual([
      'Today',
    ]);
  });

  it("matches 'all' and '' to every department, and only entries of this location's name", () => {
    const entries = [
      entry('2025-12-25', 'all', { name: 'Christmas Day' }),
      entry('2025-12-26', ''),
      entry('2025-12-27', 'service'),
      entry('2025-12-28', 'parts', { locationName: 'Summit Kia Southport' }),
      entry('2025-12-29', 'parts', { locationName: null }),
    ];
    expect(upcomingHolidayHours(entries, SPRINGWOOD, 'parts', '2025-12-01').map((row) => row.date)).toEqual([
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(upcomingHolidayHours(entries, SPRINGWOOD, 'service', '2025-12-01').map((row) => row.date)).toEqual(
      ['2025-12-25', '2025-12-26', '2025-12-27'],
    );
  });

  it('J-41: lists entries in ascending date order whatever order they come in', () => {
    const entries = [entry('2026-01-26', 'all'), entry('2025-12-25', 'all'), entry('2026-01-01', 'all')];
    expect(upcomingHolidayHours(entries, SPRINGWOOD, 'sales', '2025-12-01').map((row) => row.date)).toEqual([
      '2025-12-25',
      '2026-01-01',
      '2026-01-26',
    ]);
  });

  it('shows an open entry without both hours as closed, and leaves a blank name out', () => {
    const entries = [entry('2025-12-24', 'sales', { status: 'Open', startHour: '09:00', name: ' ' })];
    expect(upcomingHolidayHours(entries, SPRINGWOOD, 'sales', '2025-12-01')).toEqual([
      { date: '2025-12-24', dayLabel: 'Wednesday 24 December', name: null, hours: 'Closed' },
    ]);
  });
});

describe('J-38 holidayHoursSections', () => {
  const departments = [
    { type: 'sales', label: 'Sales' },
    { type: 'service', label: 'Service' },
  ] as const;

  it('has one section per department with upcoming entries', () => {
    const sections = holidayHoursSections(JULY_4, SPRINGWOOD, departments, '2025-07-04');
    expect(sections.map((section) => [section.label, section.rows.map((row) => row.hours)])).toEqual([
      ['Sales', ['9:00am - 1:00pm']],
      ['Service', ['Closed']],
    ]);
  });

  it('is empty (the button hides) when nothing is upcoming', () => {
    expect(holidayHoursSections(JULY_4, SPRINGWOOD, departments, '2025-07-05')).toEqual([]);
    expect(holidayHoursSections([], SPRINGWOOD, departments, '2025-07-01')).toEqual([]);
  });
});
