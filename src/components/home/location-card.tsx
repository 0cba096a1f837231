import { MapPin, Navigation, Phone } from 'lucide-react';
import type { HomeLocation } from '@/server/home/types';
import { ButtonLink } from '@/components/ui/button-link';

type LocationCardProps = { location: HomeLocation; contactButtonText: string | null };

/** J-6..J-9: name, address, phone (or 'Phone not available'), DL/MRB lines, directions and contact buttons. */
export function LocationCard({ location, contactButtonText }: LocationCardProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-foreground/10 bg-background p-5 shadow-sm">
      <h3 className="text-lg font-semibold">{location.name}</h3>
      {location.address ? (
        <p className="flex gap-2 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>{location.address}</span>
        </p>
      ) : null}
      <p className="flex gap-2 text-sm">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        {location.phone ? (
          <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} className="font-semibold hover:underline">
            {location.phone}
          </a>
        ) : (
          <span className="text-muted">Phone not available</span>
        )}
      </p>
      {location.licenceLines.length > 0 ? (
        <ul className="text-xs text-muted">
          {location.licenceLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {location.directionsHref ? (
          <ButtonLink
            href={location.directionsHref}
            variant="outline"
            aria-label={`Get Directions to ${location.name}`}
          >
            <Navigation aria-hidden="true" className="size-4" />
            Get Directions
          </ButtonLink>
        ) : null}
        {contactButtonText ? (
          <ButtonLink href={location.href} aria-label={`${contactButtonText}: ${location.name}`}>
            {contactButtonText}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
