import type { ReactNode } from 'react';
import type { DirectoryGroup } from '@/domain/locations/directory-types';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { LocationCard } from './location-card';

type DealershipDirectoryProps = { title: string; intro?: ReactNode; groups: DirectoryGroup[] };

/** /dealerships and /dealerships/{make}: the locations grouped under their dealership. */
export function DealershipDirectory({ title, intro, groups }: DealershipDirectoryProps) {
  return (
    <Container className="space-y-8 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro}
      </div>
      {groups.length === 0 ? <EmptyState message="No locations listed yet." /> : null}
      {groups.map((group) => (
        <section key={group.slug} aria-labelledby={`dealership-${group.slug}`} className="space-y-4">
          <h2 id={`dealership-${group.slug}`} className="text-xl font-bold">
            {group.name}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.locations.map((location) => (
              <li key={location.id}>
                <LocationCard location={location} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
