import { VehicleCardGrid } from '@/components/cards/vehicle-card-grid';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import type { LocationPageView } from '@/domain/locations/location-page-view';
import { HolidayHoursDialog } from './holiday-hours-dialog';
import { LocationDetails } from './location-details';
import { LocationMap } from './location-map';
import { TiledLocationMap } from './tiled-location-map';
import { OpeningHoursTabs } from './opening-hours-tabs';

type LocationPageProps = { view: LocationPageView; noPriceText: string };

/**
 * /locations/{slug}: details and hours beside the map (J-11), holiday hours (J-38), its cars in stock, and an
 * enquiry to it.
 */
export function LocationPage({ view, noPriceText }: LocationPageProps) {
  const { location, hours, cars } = view;
  return (
    <>
      <Container className="grid gap-8 py-10 lg:grid-cols-2">
        <div className="space-y-6">
          <LocationDetails
            location={location}
            licenceLines={view.licenceLines}
            directionsHref={view.directionsHref}
          />
          {hours.length > 0 || view.holidayHours.length > 0 ? (
            <section
              aria-labelledby="opening-hours-heading"
              className="rounded-lg border border-foreground/10 p-4 text-sm"
            >
              <h2 id="opening-hours-heading" className="mb-3 text-lg font-bold">
                Opening Hours
              </h2>
              <OpeningHoursTabs tabs={hours} label="Opening Hours" />
              <HolidayHoursDialog locationName={location.name} sections={view.holidayHours} />
            </section>
          ) : null}
        </div>
        {view.map && view.tiledMap ? (
          <TiledLocationMap map={view.tiledMap} locationName={location.name}>
            <LocationMap map={view.map} locationName={location.name} />
          </TiledLocationMap>
        ) : view.map ? (
          <LocationMap map={view.map} locationName={location.name} />
        ) : null}
      </Container>
      <Section
        id="location-stock"
        title={`In stock at ${location.name}`}
        action={cars.length > 0 ? { label: 'View all stock here', href: view.stockHref } : undefined}
      >
        {cars.length === 0 ? (
          <EmptyState message="No vehicles in stock at this location right now." />
        ) : (
          <VehicleCardGrid vehicles={cars} noPriceText={noPriceText} />
        )}
      </Section>
      {view.form ? (
        <LeadFormPage id="contact" title={`Contact ${location.name}`} setup={view.form} headingLevel={2} />
      ) : null}
    </>
  );
}
