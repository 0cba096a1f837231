import { describe, expect, it } from 'vitest';
import { locationSettingsSchema, spanColumns, spanOfColumns } from './location';

const closed = (weekday: number) => ({ weekday, open: false, opens: '', closes: '' });
const base = {
  name: 'North Yard',
  street: '',
  city: ' Chermside ',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  dealerLicenseNumber: '',
  isVisible: false,
  hours: [{ department: 'service', days: [1, 2, 3, 4, 5, 6, 0].map(closed) }],
  holidays: [],
};

const problems = (value: unknown) =>
  locationSettingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('location settings', () => {
  it('stores blanks as none and forgets the times of a closed day', () => {
    const days = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
      weekday,
      open: false,
      opens: '08:00',
      closes: '17:00',
    }));
    const value = locationSettingsSchema.parse({ ...base, hours: [{ department: 'service', days }] });
    expect(value).toEqual({
      ...base,
      street: null,
      city: 'Chermside',
      state: null,
      postcode: null,
      phone: null,
      email: null,
      dealerLicenseNumber: null,
      hours: [{ department: 'service', days: [1, 2, 3, 4, 5, 6, 0].map(closed) }],
    });
    expect(locationSettingsSchema.parse(value)).toEqual(value);
  });

  it('asks for both times of an open day, in the right order', () => {
    const days = [1, 2, 3, 4, 5, 6, 0].map(closed);
    days[0] = { weekday: 1, open: true, opens: '8:00', closes: '' };
    days[1] = { weekday: 2, open: true, opens: '09:00', closes: '09:00' };
    expect(problems({ ...base, hours: [{ department: 'sales', days }] })).toEqual([
      ['hours.0.days.0.opens', 'Enter the opening time, like 08:30'],
      ['hours.0.days.0.closes', 'Enter the closing time, like 17:00'],
      ['hours.0.days.1.closes', 'Closing time must be after opening time'],
    ]);
  });

  it('refuses a week missing a day, a department twice and a bad phone, email or state', () => {
    const week = [1, 2, 3, 4, 5, 6, 6].map(closed);
    expect(
      problems({
        ...base,
        phone: '123',
        email: 'sales@',
        state: 'Queensland',
        hours: [
          { department: 'sales', days: week },
          { department: 'sales', days: [1, 2, 3, 4, 5, 6, 0].map(closed) },
        ],
      }),
    ).toEqual([
      ['state', 'Invalid input'],
      ['phone', 'Enter an Australian phone number'],
      ['email', 'Enter an email address like sales@dealer.com.au'],
      ['hours.0', 'Give each weekday once'],
      ['hours', 'Give each department once'],
    ]);
  });

  it('refuses a holiday without a real date, and one listed twice for a department', () => {
    const holiday = { date: '2026-02-30', department: 'all', name: '', open: false, opens: '', closes: '' };
    const christmas = { ...holiday, date: '2026-12-25' };
    expect(
      problems({ ...base, holidays: [holiday, christmas, christmas, { ...christmas, department: 'parts' }] }),
    ).toEqual([
      ['holidays.0.date', 'Enter a date'],
      ['holidays.2.date', 'This date is already listed for this department'],
    ]);
  });
});

describe('a span and the hours tables', () => {
  it('keeps clock times only for an open span', () => {
    expect(spanColumns({ open: true, opens: '08:30', closes: '17:00' })).toEqual({
      status: 'Open',
      from: '08:30',
      to: '17:00',
    });
    expect(spanColumns({ open: false, opens: '08:30', closes: '17:00' })).toEqual({
      status: 'Closed',
      from: null,
      to: null,
    });
  });

  it('reads a row open only with both times, seconds dropped', () => {
    expect(spanOfColumns(' open ', '08:30:00', '17:00:00')).toEqual({
      open: true,
      opens: '08:30',
      closes: '17:00',
    });
    expect(spanOfColumns('Open', '08:30', null)).toEqual({ open: false, opens: '', closes: '' });
    expect(spanOfColumns('Closed', '08:30', '17:00')).toEqual({ open: false, opens: '', closes: '' });
  });
});
