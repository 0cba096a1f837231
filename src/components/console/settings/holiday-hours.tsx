'use client';

import type { Dispatch, SetStateAction } from 'react';
import { MAX_HOLIDAY_ENTRIES } from '@/domain/console/settings/location';
import { HolidayEntry, type Holiday } from './holiday-entry';

const newHoliday = (): Holiday => ({
  date: '',
  department: 'all',
  name: null,
  open: false,
  opens: '',
  closes: '',
});

/** A location's holiday hours: days the usual week does not apply, added and removed by script. */
export function HolidayHours({
  holidays,
  setHolidays,
  errorAt,
}: {
  holidays: Holiday[];
  setHolidays: Dispatch<SetStateAction<Holiday[]>>;
  errorAt: (path: string) => string | undefined;
}) {
  const setHoliday = (at: number, change: Partial<Holiday>) =>
    setHolidays((current) => current.map((old, index) => (index === at ? { ...old, ...change } : old)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold">Holiday hours</legend>
      <p className="text-sm text-muted">
        Days the usual hours do not apply, such as public holidays. Buyers see those from today on.
      </p>
      {holidays.length === 0 ? <p className="text-sm">No holiday hours.</p> : null}
      <ul className="space-y-4">
        {holidays.map((holiday, index) => (
          <HolidayEntry
            key={index}
            index={index}
            holiday={holiday}
            error={(field) => errorAt(`holidays.${index}.${field}`)}
            onChange={(change) => setHoliday(index, change)}
            onRemove={() => setHolidays((current) => current.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      {holidays.length < MAX_HOLIDAY_ENTRIES ? (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setHolidays((current) => [...current, newHoliday()])}
        >
          Add holiday hours
        </button>
      ) : null}
    </fieldset>
  );
}
