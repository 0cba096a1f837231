'use client';

import { useState, type FormEvent } from 'react';
import {
  HOLIDAY_DEPARTMENTS,
  MAX_HOLIDAY_ENTRIES,
  WEEKDAYS,
  type LocationSettings,
} from '@/domain/console/settings/location';
import { LOCATION_TYPE_LABELS } from '@/domain/locations/opening-hours';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ConsoleField, consoleControl } from '../console-field';
import { StateField } from '../state-field';
import { HoursSpan, type Span } from './hours-span';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

type Holiday = LocationSettings['holidays'][number];
type Hours = LocationSettings['hours'];

const DETAIL_FIELDS = [
  { key: 'name', label: 'Location name', maxLength: 120 },
  { key: 'street', label: 'Street address', maxLength: 200 },
  { key: 'city', label: 'Suburb or town', maxLength: 100 },
  { key: 'postcode', label: 'Postcode', maxLength: 4 },
  { key: 'phone', label: 'Phone', maxLength: 30 },
  { key: 'email', label: 'Email', maxLength: 254 },
  { key: 'dealerLicenseNumber', label: 'Dealer licence number', maxLength: 40 },
] as const;

type DetailKey = (typeof DETAIL_FIELDS)[number]['key'] | 'state';
type Details = Record<DetailKey, string>;

const HOLIDAY_DEPARTMENT_LABELS: Record<(typeof HOLIDAY_DEPARTMENTS)[number], string> = {
  all: 'Every department',
  ...LOCATION_TYPE_LABELS,
};

const detailsOf = (value: LocationSettings): Details => ({
  name: value.name,
  street: value.street ?? '',
  city: value.city ?? '',
  state: value.state ?? '',
  postcode: value.postcode ?? '',
  phone: value.phone ?? '',
  email: value.email ?? '',
  dealerLicenseNumber: value.dealerLicenseNumber ?? '',
});

const newHoliday = (): Holiday => ({
  date: '',
  department: 'all',
  name: null,
  open: false,
  opens: '',
  closes: '',
});

/** One location's settings: its details, whether buyers see it, its week per department and its holiday hours. */
export function LocationForm({ section, initial }: { section: string; initial: LocationSettings }) {
  const [details, setDetails] = useState<Details>(detailsOf(initial));
  const [isVisible, setVisible] = useState(initial.isVisible);
  const [hours, setHours] = useState<Hours>(initial.hours);
  const [holidays, setHolidays] = useState<Holiday[]>(initial.holidays);
  const draft = useSettingsDraft(section);
  // Its holiday rows are added by script: `data-hydrated` tells browser tests the form is live.
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draft.save({ ...details, isVisible, hours, holidays });
  };
  const setDay = (department: number, day: number, span: Span) =>
    setHours((current) =>
      current.map((entry, index) =>
        index !== department
          ? entry
          : { ...entry, days: entry.days.map((old, at) => (at === day ? { ...old, ...span } : old)) },
      ),
    );
  const setHoliday = (at: number, change: Partial<Holiday>) =>
    setHolidays((current) => current.map((old, index) => (index === at ? { ...old, ...change } : old)));

  return (
    <form onSubmit={submit} noValidate data-hydrated={hydrated ? 'true' : undefined}>
      <LiveControls className="space-y-8">
        <fieldset className="space-y-4">
          <legend className="text-lg font-bold">Details</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {DETAIL_FIELDS.map(({ key, label, maxLength }) => {
              const id = `location-${key}`;
              const error = draft.errorAt(key);
              return (
                <ConsoleField key={key} id={id} label={label} error={error}>
                  <input
                    id={id}
                    value={details[key]}
                    maxLength={maxLength}
                    inputMode={key === 'postcode' || key === 'phone' ? 'numeric' : undefined}
                    onChange={(event) => setDetails((current) => ({ ...current, [key]: event.target.value }))}
                    aria-invalid={error ? true : undefined}
                    className={consoleControl(error)}
                  />
                </ConsoleField>
              );
            })}
            <StateField
              id="location-state"
              value={details.state}
              error={draft.errorAt('state')}
              onChange={(state) => setDetails((current) => ({ ...current, state }))}
            />
          </div>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={isVisible}
              onChange={(event) => setVisible(event.target.checked)}
              className="size-4"
            />
            Show this location to buyers (its page, the header and the locations list)
          </label>
        </fieldset>

        {hours.map((entry, department) => (
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
                      opens: draft.errorAt(`hours.${department}.days.${index}.opens`),
                      closes: draft.errorAt(`hours.${department}.days.${index}.closes`),
                    }}
                    onChange={(span) => setDay(department, index, span)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ))}

        <fieldset className="space-y-3">
          <legend className="text-lg font-bold">Holiday hours</legend>
          <p className="text-sm text-muted">
            Days the usual hours do not apply, such as public holidays. Buyers see those from today on.
          </p>
          {holidays.length === 0 ? <p className="text-sm">No holiday hours.</p> : null}
          <ul className="space-y-4">
            {holidays.map((holiday, index) => {
              const id = `holiday-${index}`;
              const error = (field: string) => draft.errorAt(`holidays.${index}.${field}`);
              return (
                <li key={index} className="space-y-3 rounded-lg border border-foreground/15 p-3">
                  <div className="grid gap-3 sm:grid-cols-3">
                    <ConsoleField id={`${id}-date`} label="Date" error={error('date')}>
                      <input
                        id={`${id}-date`}
                        type="date"
                        value={holiday.date}
                        onChange={(event) => setHoliday(index, { date: event.target.value })}
                        aria-invalid={error('date') ? true : undefined}
                        className={consoleControl(error('date'))}
                      />
                    </ConsoleField>
                    <ConsoleField id={`${id}-name`} label="What the day is (optional)" error={error('name')}>
                      <input
                        id={`${id}-name`}
                        value={holiday.name ?? ''}
                        maxLength={80}
                        onChange={(event) => setHoliday(index, { name: event.target.value })}
                        className={consoleControl(error('name'))}
                      />
                    </ConsoleField>
                    <ConsoleField id={`${id}-department`} label="Department" error={error('department')}>
                      <select
                        id={`${id}-department`}
                        value={holiday.department}
                        onChange={(event) =>
                          setHoliday(index, { department: event.target.value as Holiday['department'] })
                        }
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
                    onChange={(span) => setHoliday(index, span)}
                  />
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => setHolidays((current) => current.filter((_, at) => at !== index))}
                  >
                    Remove {holiday.date || 'this entry'}
                  </button>
                </li>
              );
            })}
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

        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
