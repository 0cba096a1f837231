import { describe, expect, it } from 'vitest';
import { appointmentSlots, type AppointmentSlotsInput, type OpeningHoursEntry } from './slots';

/** Mon–Fri 08:30–17:00, Sat 08:30–12:00, Sun closed: the seed's usual sales hours. */
const WEEK: OpeningHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
  if (weekday === 0) return { weekday, status: 'Closed', open: null, close: null };
  return { weekday, status: 'Open', open: '08:30', close: weekday === 6 ? '12:00' : '17:00' };
});

const base = (changes: Partial<AppointmentSlotsInput> = {}): AppointmentSlotsInput => ({
  openingHours: WEEK,
  holidays: [],
  booked: [],
  // Monday 2 June 2025, 06:00 in Brisbane.
  now: new Date('2025-06-01T20:00:00Z'),
  timeZone: 'Australia/Brisbane',
  days: 1,
  slotMinutes: 60,
  leadTimeMinutes: 0,
  ...changes,
});

const times = (slots: string[]) => slots.map((slot) => slot.slice(11, 16));

describe('appointmentSlots (H-32, issue 4)', () => {
  it('fills the sales hours with slots that end by closing time', () => {
    expect(appointmentSlots(base())).toEqual([
      '2025-06-02T08:30:00+10:00',
      '2025-06-02T09:30:00+10:00',
      '2025-06-02T10:30:00+10:00',
      '2025-06-02T11:30:00+10:00',
      '2025-06-02T12:30:00+10:00',
      '2025-06-02T13:30:00+10:00',
      '2025-06-02T14:30:00+10:00',
      '2025-06-02T15:30:00+10:00',
    ]);
    expect(times(appointmentSlots(base({ slotMinutes: 90 })))).toEqual([
      '08:30',
      '10:00',
      '11:30',
      '13:00',
      '14:30',
    ]);
  });

  it('covers the requested days from today, skipping closed days', () => {
    // Friday 6 June, 06:00: Friday, Saturday (short), Sunday (closed), Monday.
    const slots = appointmentSlots(
      base({ now: new Date('2025-06-05T20:00:00Z'), days: 4, slotMinutes: 120 }),
    );
    expect(slots).toEqual([
      '2025-06-06T08:30:00+10:00',
      '2025-06-06T10:30:00+10:00',
      '2025-06-06T12:30:00+10:00',
      '2025-06-06T14:30:00+10:00',
      '2025-06-07T08:30:00+10:00',
      '2025-06-09T08:30:00+10:00',
      '2025-06-09T10:30:00+10:00',
      '2025-06-09T12:30:00+10:00',
      '2025-06-09T14:30:00+10:00',
    ]);
  });

  it('offers nothing in the past or inside the lead time', () => {
    // 10:10 in Brisbane with a one-hour lead time: 11:30 is the first slot that can still be prepared.
    const now = new Date('2025-06-02T00:10:00Z');
    expect(times(appointmentSlots(base({ now, leadTimeMinutes: 60 })))).toEqual([
      '11:30',
      '12:30',
      '13:30',
      '14:30',
      '15:30',
    ]);
    expect(times(appointmentSlots(base({ now, leadTimeMinutes: 80 })))).toEqual([
      '11:30',
      '12:30',
      '13:30',
      '14:30',
      '15:30',
    ]);
    expect(times(appointmentSlots(base({ now, leadTimeMinutes: 81 })))).toEqual([
      '12:30',
      '13:30',
      '14:30',
      '15:30',
    ]);
    expect(appointmentSlots(base({ now: new Date('2025-06-02T07:00:00Z') }))).toEqual([]);
    expect(appointmentSlots(base({ startDate: '2025-05-30', days: 3 }))).toEqual([]);
  });

  it('removes booked slots, however their instant is written, and slots a booking overlaps', () => {
    const booked = [
      '2025-06-02T09:30:00+10:00',
      '2025-06-02T03:30:00Z',
      '2025-06-02T15:00:00+10:00',
      'garbage',
    ];
    expect(times(appointmentSlots(base({ booked })))).toEqual(['08:30', '10:30', '11:30', '12:30']);
  });

  it('closes the whole day on a Closed holiday for sales or for every department', () => {
    for (const department of ['sales', 'all', '']) {
      const holidays = [{ date: '2025-06-02', status: 'Closed', startHour: null, endHour: null, department }];
      expect(appointmentSlots(base({ holidays }))).toEqual([]);
    }
    const serviceOnly = [
      { date: '2025-06-02', status: 'Closed', startHour: null, endHour: null, department: 'service' },
    ];
    expect(appointmentSlots(base({ holidays: serviceOnly }))).toHaveLength(8);
    const otherDay = [
      { date: '2025-06-03', status: 'Closed', startHour: null, endHour: null, department: 'all' },
    ];
    expect(appointmentSlots(base({ holidays: otherDay }))).toHaveLength(8);
  });

  it('uses shorter holiday hours, and removes a closed part of a day', () => {
    const shorter = [
      { date: '2025-06-02', status: 'Open', startHour: '10:00', endHour: '13:00', department: 'sales' },
    ];
    expect(times(appointmentSlots(base({ holidays: shorter })))).toEqual(['10:00', '11:00', '12:00']);
    const lunch = [
      { date: '2025-06-02', status: 'closed', startHour: '12:00', endHour: '13:30', department: 'all' },
    ];
    expect(times(appointmentSlots(base({ holidays: lunch, slotMinutes: 30 })))).toEqual([
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    const openAllDay = [
      { date: '2025-06-02', status: 'Open', startHour: null, endHour: null, department: 'all' },
    ];
    expect(appointmentSlots(base({ holidays: openAllDay }))).toHaveLength(8);
  });

  it('opens a normally closed day when a holiday entry gives hours', () => {
    const sunday = [
      { date: '2025-06-08', status: 'Open', startHour: '10:00', endHour: '12:00', department: 'sales' },
    ];
    expect(appointmentSlots(base({ holidays: sunday, startDate: '2025-06-08' }))).toEqual([
      '2025-06-08T10:00:00+10:00',
      '2025-06-08T11:00:00+10:00',
    ]);
  });

  it('reads only the sales hours; an empty department means sales', () => {
    const hours: OpeningHoursEntry[] = [
      { weekday: 1, status: 'Open', open: '07:00', close: '09:00', department: 'service' },
      { weekday: 1, status: 'Open', open: '09:00', close: '11:00', department: '' },
    ];
    expect(times(appointmentSlots(base({ openingHours: hours })))).toEqual(['09:00', '10:00']);
    expect(times(appointmentSlots(base({ openingHours: hours, department: 'service' })))).toEqual([
      '07:00',
      '08:00',
    ]);
  });

  it('ignores hours it cannot read', () => {
    const hours: OpeningHoursEntry[] = [
      { weekday: 1, status: 'Open', open: '8.30am', close: '17:00' },
      { weekday: 1, status: 'Open', open: '17:00', close: '09:00' },
      { weekday: 1, status: 'Open', open: null, close: '12:00' },
    ];
    expect(appointmentSlots(base({ openingHours: hours }))).toEqual([]);
  });

  it('writes each slot in its own offset across the start of daylight saving (Sydney, 5 October 2025)', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      status: 'Open',
      open: '09:00',
      close: '11:00',
    }));
    const slots = appointmentSlots(
      base({
        openingHours: everyDay,
        timeZone: 'Australia/Sydney',
        now: new Date('2025-10-03T00:00:00Z'),
        startDate: '2025-10-04',
        days: 2,
      }),
    );
    expect(slots).toEqual([
      '2025-10-04T09:00:00+10:00',
      '2025-10-04T10:00:00+10:00',
      '2025-10-05T09:00:00+11:00',
      '2025-10-05T10:00:00+11:00',
    ]);
    expect(slots.map(Date.parse)).toEqual([
      Date.parse('2025-10-03T23:00:00Z'),
      Date.parse('2025-10-04T00:00:00Z'),
      Date.parse('2025-10-04T22:00:00Z'),
      Date.parse('2025-10-04T23:00:00Z'),
    ]);
  });

  it('skips wall-clock times that do not exist and offers a repeated hour once', () => {
    const night = [{ weekday: 0, status: 'Open', open: '00:00', close: '04:00' }];
    const spring = appointmentSlots(
      base({
        openingHours: night,
        timeZone: 'Australia/Sydney',
        now: new Date('2025-10-01T00:00:00Z'),
        startDate: '2025-10-05',
      }),
    );
    expect(spring).toEqual([
      '2025-10-05T00:00:00+10:00',
      '2025-10-05T01:00:00+10:00',
      '2025-10-05T03:00:00+11:00',
    ]);
    const autumn = appointmentSlots(
      base({
        openingHours: night,
        timeZone: 'Australia/Sydney',
        now: new Date('2025-04-01T00:00:00Z'),
        startDate: '2025-04-06',
      }),
    );
    expect(autumn).toEqual([
      '2025-04-06T00:00:00+11:00',
      '2025-04-06T01:00:00+11:00',
      '2025-04-06T02:00:00+11:00',
      '2025-04-06T03:00:00+10:00',
    ]);
  });

  it("uses the location's zone for today and for the offset (Perth, Adelaide)", () => {
    // 23:30 UTC on 1 June is already 2 June 07:30 in Perth.
    const perth = appointmentSlots(
      base({ timeZone: 'Australia/Perth', now: new Date('2025-06-01T23:30:00Z') }),
    );
    expect(perth[0]).toBe('2025-06-02T08:30:00+08:00');
    const adelaide = appointmentSlots(
      base({
        timeZone: 'Australia/Adelaide',
        now: new Date('2025-12-01T00:00:00Z'),
        startDate: '2025-12-02',
      }),
    );
    expect(adelaide[0]).toBe('2025-12-02T08:30:00+10:30');
    expect(Date.parse(adelaide[0]!)).toBe(Date.parse('2025-12-01T22:00:00Z'));
  });

  it('refuses ranges that make no sense', () => {
    expect(() => appointmentSlots(base({ days: 0 }))).toThrow(RangeError);
    expect(() => appointmentSlots(base({ days: 367 }))).toThrow('days must be 1–366');
    expect(() => appointmentSlots(base({ slotMinutes: 1 }))).toThrow('slotMinutes must be 5–1440');
    expect(() => appointmentSlots(base({ leadTimeMinutes: -5 }))).toThrow(
      'leadTimeMinutes must not be negative',
    );
  });
});
