import type { HomeLocation } from '@/server/home/types';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { LocationCard } from './location-card';

type LocationsSectionProps = { locations: HomeLocation[]; contactButtonText: string };

export function LocationsSection({ locations, contactButtonText }: LocationsSectionProps) {
  return (
    <Section id="locations" title="Our Locations">
      {locations.length === 0 ? (
        <EmptyState message="No locations listed yet." />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} contactButtonText={contactButtonText} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
