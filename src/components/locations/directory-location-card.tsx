import Link from 'next/link';
import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import type { DirectoryLocation } from '@/server/locations/directory-types';

type DirectoryLocationCardProps = { location: DirectoryLocation; headingLevel?: 2 | 3 };

/** One location in a directory list: address, tel: phone (J-8), today's hours, distance and directions (J-10). */
export function DirectoryLocationCard({ location, headingLevel = 3 }: DirectoryLocationCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-foreground/10 bg-background p-5 text-sm shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-base font-semibold">
          <Link href={location.href} className="hover:underline">
            {location.name}
          </Link>
        </Heading>
        {location.distance ? (
          <span
            className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 font-semibold"
            data-testid="distance"
          >
            {location.distance}
          </span>
        ) : null}
      </div>
      <p className="text-muted">{location.typeLabel}</p>
      {location.address ? (
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>{location.address}</span>
        </p>
      ) : null}
      <p className="flex gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        {location.phone && location.telHref ? (
          <a href={location.telHref} className="font-semibold hover:underline">
            {location.phone}
          </a>
        ) : (
          <span className="text-muted">Phone not available</span>
        )}
      </p>
      {location.todayHours ? (
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>Today: {location.todayHours}</span>
        </p>
      ) : null}
      {location.directionsHref ? (
        <a
          href={location.directionsHref}
          aria-label={`Get Directions to ${location.name}`}
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Navigation aria-hidden="true" className="size-4" />
          Get Directions
        </a>
      ) : null}
    </article>
  );
}
