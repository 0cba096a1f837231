import type { DirectoryLocation } from '@/domain/locations/directory-types';
import { showsSwipeHint } from '@/domain/locations/carousel';
import { LocationsCarousel } from '@/components/locations/locations-carousel';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { LocationCard } from '@/components/locations/location-card';

type LocationsSectionProps = {
  locations: DirectoryLocation[];
  contactButtonText: string | null;
  showEmailModal: boolean;
};

/** J-12..J-17: the 'Our Locations' carousel of the site's visible locations (order and filter: J-14..J-16). */
export function LocationsSection({ locations, contactButtonText, showEmailModal }: LocationsSectionProps) {
  return (
    <Section id="locations" title="Our Locations">
      {locations.length === 0 ? (
        <EmptyState message="No locations listed yet." />
      ) : (
        <LocationsCarousel
          label="Our Locations"
          showSwipeHint={showsSwipeHint(locations.length)}
          slides={locations.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              contactButtonText={contactButtonText}
              showEmailModal={showEmailModal}
            />
          ))}
        />
      )}
    </Section>
  );
}
