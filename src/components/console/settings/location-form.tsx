'use client';

import { useState, type FormEvent } from 'react';
import type { LocationSettings } from '@/domain/console/settings/location';
import { useHydrated } from '@/components/ui/use-hydrated';
import { HolidayHours } from './holiday-hours';
import type { Holiday } from './holiday-entry';
import { LocationDetails, detailsOf, type LocationDetailValues } from './location-details';
import { LocationHours } from './location-hours';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

type Hours = LocationSettings['hours'];

/** One location's settings: its details, whether buyers see it, its week per department and its holiday hours. */
export function LocationForm({ section, initial }: { section: string; initial: LocationSettings }) {
  const [details, setDetails] = useState<LocationDetailValues>(detailsOf(initial));
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

  return (
    <form onSubmit={submit} noValidate data-hydrated={hydrated ? 'true' : undefined}>
      <LiveControls className="space-y-8">
        <LocationDetails
          details={details}
          setDetails={setDetails}
          isVisible={isVisible}
          setVisible={setVisible}
          errorAt={draft.errorAt}
        />

        <LocationHours hours={hours} setHours={setHours} errorAt={draft.errorAt} />

        <HolidayHours holidays={holidays} setHolidays={setHolidays} errorAt={draft.errorAt} />

        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
