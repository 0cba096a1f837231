'use client';

import { HOLIDAY_DEPARTMENTS, type LocationSettings } from '@/domain/console/settings/location';
import { LOCATION_TYPE_LABELS } from '@/domain/locations/opening-hours';
import { ConsoleField, consoleControl } from '../console-field';
import { HoursSpan } from './hours-span';

export type Holiday = LocationSettings['holidays'][number];

const HOLIDAY_DEPARTMENT_LABELS: Record<(typeof HOLIDAY_DEPARTMENTS)[number], string> = {
  all: 'Every department',
  ...LOCATION_TYPE_LABELS,
};

/** One day of holiday hours: its date and name, the department it applies to, its hours, and a way to remove it. */
export function HolidayEntry({
  index,
  holiday,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  holiday: Holiday;
  /** The server's problem for one of this entry's fields. */
  error: (field: string) => string | undefined;
  onChange: (change: Partial<Holiday>) => void;
  onRemove: () => void;
}) {
  const id = `holiday-${index}`;
  return (
    <li className="space-y-3 rounded-lg border border-foreground/15 p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <ConsoleField id={`${id}-date`} label="Date" error={error('date')}>
          <input
            id={`${id}-date`}
            type="date"
            value={holiday.date}
            onChange={(event) => onChange({ date: event.target.value })}
            aria-invalid={error('date') ? true : undefined}
            className={consoleControl(error('date'))}
          />
        </ConsoleField>
        <ConsoleField id={`${id}-name`} label="What the day is (optional)" error={error('name')}>
          <input
            id={`${id}-name`}
            value={holiday.name ?? ''}
            maxLength={80}
            onChange={(event) => onChange({ name: event.target.value })}
            className={consoleControl(error('name'))}
          />
        </ConsoleField>
        <ConsoleField id={`${id}-department`} label="Department" error={error('department')}>
          <select
            id={`${id}-department`}
            value={holiday.department}
            onChange={(event) => onChange({ department: event.target.value as Holiday['department'] })}
            className={consoleControl(error('department'))}
          >
            {HOLIDAY_DEPARTMENTS.map((value) => (
              <option key={value} value={value}>
                {HOLIDAY_DEPARTMENT_LABELS[value]}
              </option>
            ))}
          </select>
        </ConsoleField>
      </div>
      <HoursSpan
        idPrefix={`${id}-hours`}
        label="Hours that day"
        span={holiday}
        errors={{ opens: error('opens'), closes: error('closes') }}
        onChange={onChange}
      />
      <button type="button" className="btn btn-outline" onClick={onRemove}>
        Remove {holiday.date || 'this entry'}
      </button>
    </li>
  );
}
