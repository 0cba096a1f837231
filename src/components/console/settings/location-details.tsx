'use client';

import type { Dispatch, SetStateAction } from 'react';
import type { LocationSettings } from '@/domain/console/settings/location';
import { ConsoleField, consoleControl } from '../console-field';
import { StateField } from '../state-field';

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
export type LocationDetailValues = Record<DetailKey, string>;

export const detailsOf = (value: LocationSettings): LocationDetailValues => ({
  name: value.name,
  street: value.street ?? '',
  city: value.city ?? '',
  state: value.state ?? '',
  postcode: value.postcode ?? '',
  phone: value.phone ?? '',
  email: value.email ?? '',
  dealerLicenseNumber: value.dealerLicenseNumber ?? '',
});

/** A location's name, address and contacts, and whether buyers see it. */
export function LocationDetails({
  details,
  setDetails,
  isVisible,
  setVisible,
  errorAt,
}: {
  details: LocationDetailValues;
  setDetails: Dispatch<SetStateAction<LocationDetailValues>>;
  isVisible: boolean;
  setVisible: (isVisible: boolean) => void;
  errorAt: (path: string) => string | undefined;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold">Details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {DETAIL_FIELDS.map(({ key, label, maxLength }) => {
          const id = `location-${key}`;
          const error = errorAt(key);
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
          error={errorAt('state')}
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
  );
}
