import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatHours,
  groupHours,
  isWeekday,
  locationTypeOf,
  openingHoursTabs,
  type DealerLocationHours,
  type OpeningHoursEntry,
} from './opening-hours';

const open = (weekday: number, from: string, to: string, formattedHours: string | null = null) =>
  ({ weekday, status: 'Open', open: from, close: to, formattedHours }) satisfies OpeningHoursEntry;
const closed = (weekday: number) =>
  ({ weekday, status: 'Closed', open: null, close: null, formattedHours: null }) satisfies OpeningHoursEntry;

/** Mon–Fri 8:30–5:30, Sat 8:30–4, Sun closed (the demo 'sales' template). */
const SALES_WEEK: OpeningHoursEntry[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((day) => open(day, '08:30', '17:30', '8:30am - 5:30pm')),
  open(6, '08:30', '16:00', '8:30am - 4:00pm'),
];
const options = { forceFull: false, closedText: 'Closed' };

describe('J-27 isWeekday, J-2 locationTypeOf', () => {
  it('1–5 are Monday–Friday; 0 and 6 the weekend', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isWeekday)).toEqual([false, true, true, true, true, true, false]);
  });

  it("'' and unknown types are sales", () => {
    expect(['', 'sales', 'Service', ' parts ', 'body shop'].map(locationTypeOf)).toEqual([
      'sales',
      'sales',
      'service',
      'parts',
      'sales',
    ]);
  });
});

describe('J-30/J-31 formatHours', () => {
  it('shows formated_hours on open days, else the open and close times', () => {
    expect(formatHours(open(1, '08:30', '17:30', '8:30am - 5:30pm'), 'Closed')).toBe('8:30am - 5:30pm');
    expect(formatHours(open(1, '08:00', '12:00'), 'Closed')).toBe('8:00am - 12:00pm');
    expect(formatClockTime('00:15')).toBe('12:15am');
    expect(formatClockTime('25:00')).toBeNull();
  });

  it("closed days (or missing ones) show 'Closed' or the site's 'By appointment only'", () => {
    expect(formatHours(closed(0), 'Closed')).toBe('Closed');
    expect(formatHours(closed(0), 'By appointment only')).toBe('By appointment only');
    expect(formatHours(undefined, 'Closed')).toBe('Closed');
    expect(formatHours(open(1, 'late', ''), 'Closed')).toBe('Closed');
  });
});

describe('J-28, J-32..J-34 groupHours', () => {
  it("groups five identical weekdays as 'Mon-Fri', Saturday and Sunday apart", () => {
    expect(groupHours(SALES_WEEK, options)).toEqual([
      { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
      { days: 'Sat', hours: '8:30am - 4:00pm' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('groups runs of identical weekdays otherwise (late Thursday)', () => {
    const late = SALES_WEEK.map((entry) =>
      entry.weekday === 4 ? open(4, '08:30', '19:00', '8:30am - 7:00pm') : entry,
    );
    expect(groupHours(late, options).map((row) => row.days)).toEqual(['Mon-Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('never groups Saturday with Sunday, even when equal', () => {
    const weekend = [...SALES_WEEK.filter((entry) => isWeekday(entry.weekday)), closed(6), closed(0)];
    expect(groupHours(weekend, options)).toEqual([
      { days: 'Mon-Fri', hours: '8:30am - 5:30pm' },
      { days: 'Sat', hours: 'Closed' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('lists every day Monday to Sunday with forceFullHours', () => {
    expect(groupHours(SALES_WEEK, { ...options, forceFull: true }).map((row) => row.days)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });
});

describe('D-95/J-25 openingHoursTabs', () => {
  const service = [1, 2, 3, 4, 5].map((day) => open(day, '07:00', '17:30'));
  const parts = [1, 2, 3, 4, 5].map((day) => open(day, '08:00', '17:00'));
  const yard: DealerLocationHours = {
    id: 1,
    name: 'Penrith Sales',
    locationType: 'sales',
    isPrimary: true,
    hours: { sales: SALES_WEEK },
  };
  const workshop: DealerLocationHours = {
    id: 2,
    name: 'Penrith Service',
    locationType: 'service',
    isPrimary: false,
    hours: { service, parts },
  };

  it('has one tab per type present, in the order sales, service, parts, from whichever location keeps it', () => {
    const tabs = openingHoursTabs([workshop, yard], 1, options);
    expect(tabs.map((tab) => [tab.type, tab.label, tab.locationName])).toEqual([
      ['sales', 'Sales', 'Penrith Sales'],
      ['service', 'Service', 'Penrith Service'],
      ['parts', 'Parts', 'Penrith Service'],
    ]);
    expect(tabs[1]!.rows).toEqual([
      { days: 'Mon-Fri', hours: '7:00am - 5:30pm' },
      { days: 'Sat', hours: 'Closed' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it("prefers the car's own yard, then the location of that type, then the primary", () => {
    const yardWithParts = { ...yard, hours: { sales: SALES_WEEK, parts: service } };
    expect(openingHoursTabs([workshop, yardWithParts], 1, options)[2]!.locationName).toBe('Penrith Sales');
    const partsShop = { ...workshop, id: 3, name: 'Parts Shop', locationType: 'parts', hours: { parts } };
    expect(openingHoursTabs([workshop, yard, partsShop], 1, options)[2]!.locationName).toBe('Parts Shop');
  });

  it('has only the types present, and no tabs without hours', () => {
    expect(openingHoursTabs([yard], 1, options).map((tab) => tab.type)).toEqual(['sales']);
    expect(openingHoursTabs([{ ...yard, hours: { sales: [] } }], 1, options)).toEqual([]);
    expect(openingHoursTabs([], 1, options)).toEqual([]);
  });
});
