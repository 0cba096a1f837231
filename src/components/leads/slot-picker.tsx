'use client';

import { useState } from 'react';
import { groupSlotsByDay, slotDate } from '@/domain/lead-forms/slot-options';
import type { LeadField } from '@/domain/leads';
import { FieldError } from '@/components/form/field-error';
import { describedBy, hintId } from '@/components/form/field-ids';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';
import { useAppointments, type AppointmentsState } from './use-appointments';

/** Times the server offered instead of a slot just taken (409), for the location they belong to. */
export type OfferedSlots = { locationId: number | null; slots: string[] };

type SlotPickerProps = {
  id: string;
  field: LeadField;
  value: string;
  error: string | null;
  locationId: number | null;
  offered: OfferedSlots | null;
  onChange: (value: string) => void;
};

function statusText(state: AppointmentsState, count: number): string | null {
  switch (state.status) {
    case 'none':
      return 'Choose a test drive location first to see the available times.';
    case 'loading':
      return 'Loading available times…';
    case 'failed':
      return 'Available times could not be loaded. You can still send this form and we will call you to arrange a time.';
    case 'ready':
      return count === 0
        ? 'No times are available online in the next two weeks. We will call you to arrange one.'
        : null;
  }
}

/** H-30/H-32: the 'Test Drive Booking Date' step: a day, then one of its free times (optional). */
export function SlotPicker({ id, field, value, error, locationId, offered, onChange }: SlotPickerProps) {
  const appointments = useAppointments(locationId);
  const slots =
    offered && offered.locationId === locationId
      ? offered.slots
      : appointments.status === 'ready'
        ? appointments.slots
        : [];
  const days = groupSlotsByDay(slots);
  const [chosenDay, setChosenDay] = useState(() => slotDate(value));
  const day = value ? slotDate(value) : chosenDay;
  const times = days.find((entry) => entry.date === day)?.times ?? [];
  const status = offered?.locationId === locationId ? null : statusText(appointments, days.length);
  const described = describedBy(id, { hasHint: true, hasError: Boolean(error) });
  const selectClass = `${CONTROL_CLASS} ${controlBorder(Boolean(error))}`;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{field.label}</legend>
      <p id={hintId(id)} className="text-sm text-muted">
        Optional: choose a day and time, in the dealership’s local time.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={id} className="block text-sm font-semibold">
            Day
          </label>
          <select
            id={id}
            value={day}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => {
              setChosenDay(event.target.value);
              onChange('');
            }}
            className={selectClass}
          >
            <option value="">No preference</option>
            {days.map((entry) => (
              <option key={entry.date} value={entry.date}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-time`} className="block text-sm font-semibold">
            Time
          </label>
          <select
            id={`${id}-time`}
            name={field.name}
            value={value}
            disabled={times.length === 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.value)}
            className={`${selectClass} disabled:opacity-60`}
          >
            <option value="">{day ? 'Please select' : 'Choose a day first'}</option>
            {times.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
