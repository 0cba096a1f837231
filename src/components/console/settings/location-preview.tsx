import { HolidayHoursDialog } from '@/components/locations/holiday-hours-dialog';
import { LocationDetails } from '@/components/locations/location-details';
import { OpeningHoursTabs } from '@/components/locations/opening-hours-tabs';
import type { LocationPreview as LocationPreviewData } from '@/domain/console/settings/preview-views';

/** The location's page details and hours with the draft's values, drawn by the location page's own components. */
export function LocationPreview({ preview }: { preview: LocationPreviewData }) {
  return (
    <div className="space-y-4 rounded-lg border border-foreground/20 p-4">
      {preview.isVisible ? null : (
        <p className="rounded-md bg-accent/20 px-3 py-2 text-sm font-semibold">
          Hidden: buyers will not see this location or its page.
        </p>
      )}
      <LocationDetails
        location={preview.location}
        licenceLines={preview.licenceLines}
        directionsHref={null}
        heading="h3"
      />
      <div className="rounded-lg border border-foreground/10 p-4 text-sm">
        <h4 className="mb-3 text-lg font-bold">Opening Hours</h4>
        {preview.hours.length === 0 ? <p>No weekly hours: every day shows as closed.</p> : null}
        <OpeningHoursTabs tabs={preview.hours} label="Opening Hours preview" />
        <HolidayHoursDialog locationName={preview.location.name} sections={preview.holidayHours} />
      </div>
    </div>
  );
}
