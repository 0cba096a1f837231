import type { DirectoryLocation } from '@/domain/locations/directory-types';
import { Container } from '@/components/ui/container';
import { LocationCard } from './location-card';

/** /contact: every location with address, tel: phone, today's hours and directions, above the enquiry form. */
export function ContactLocations({ locations }: { locations: DirectoryLocation[] }) {
  if (locations.length === 0) return null;
  return (
    <Container className="pb-10">
      <section aria-labelledby="contact-locations" className="space-y-4">
        <h2 id="contact-locations" className="text-2xl font-bold tracking-tight">
          Our Locations
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} />
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
