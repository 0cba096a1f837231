'use client';

import type { Dispatch, SetStateAction } from 'react';
import { WEEKDAYS, type LocationSettings } from '@/domain/console/settings/location';
import { LOCATION_TYPE_LABELS } from '@/domain/locations/opening-hours';
import { HoursSpan, type Span } from './hours-span';

type Hours = LocationSettings['hours'];

/** A location's week, one fieldset per department it has. */
export function LocationHours({
  hours,
  setHours,
  errorAt,
}: {
  hours: Hours;
  setHours: Dispatch<SetStateAction<Hours>>;
  errorAt: (path: string) => string | undefined;
}) {
  const setDay = (department: number, day: number, span: Span) =>
    setHours((current) =>
      current.map((entry, index) =>
        index !== department
          ? entry
          : { ...entry, days: entry.days.map((old, at) => (at === day ? { ...old, ...span } : old)) },
      ),
    );
  return hours.map((entry, department) => (
    <fieldset key={entry.department} className="space-y-2">
      <legend className="text-lg font-bold">{LOCATION_TYPE_LABELS[entry.department]} hours</legend>
      <ul className="divide-y divide-foreground/10">
        {entry.days.map((day, index) => (
          <li key={day.weekday} className="py-2">
            <HoursSpan
              idPrefix={`hours-${entry.department}-${day.weekday}`}
              label={WEEKDAYS.find((weekday) => weekday.weekday === day.weekday)?.label ?? ''}
              span={day}
              errors={{
                opens: errorAt(`hours.${department}.days.${index}.opens`),
                closes: errorAt(`hours.${department}.days.${index}.closes`),
              }}
              onChange={(span) => setDay(department, index, span)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  ));
}
