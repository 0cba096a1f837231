import { Icon } from '@/components/ui/icon';
import type { LocationDetailsView, LocationPageView } from '@/domain/locations/location-page-view';
import { ButtonLink } from '@/components/ui/button-link';

type LocationDetailsProps = Pick<LocationPageView, 'licenceLines' | 'directionsHref'> & {
  location: LocationDetailsView;
};

/** J-11, J-19: the location's name, address, rating, phone (J-8), email, licence lines (J-9) and directions (J-10). */
export function LocationDetails({
  location,
  licenceLines,
  directionsHref,
  heading: Heading = 'h1',
}: LocationDetailsProps & {
  /** Its page's title; inside the console's settings preview (under an h2), a section's heading. */
  heading?: 'h1' | 'h3';
}) {
  const { averageRating, reviewCount } = location;
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <Heading className="text-3xl font-bold tracking-tight sm:text-4xl">{location.name}</Heading>
        {location.dealershipName !== location.name ? (
          <p className="text-muted">{location.dealershipName}</p>
        ) : null}
      </div>
      {averageRating !== null && reviewCount ? (
        <p className="inline-flex items-center gap-2 rounded-md bg-primary/10 px-3 py-1 text-sm">
          <Icon name="star" className="size-4 fill-current" />
          <span>
            <span className="font-semibold">{averageRating.toFixed(1)}</span> Google rating · Based on{' '}
            {reviewCount.toLocaleString('en-AU')} reviews
          </span>
        </p>
      ) : null}
      <ul className="space-y-2">
        {location.address ? (
          <li className="flex items-start gap-2">
            <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
            {location.address}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Icon name="phone" className="size-4 shrink-0" />
          {location.phone ? (
            <a
              href={`tel:${location.phone.replace(/\s+/g, '')}`}
              className="font-medium underline-offset-2 hover:underline"
            >
              {location.phone}
            </a>
          ) : (
            'Phone not available'
          )}
        </li>
        {location.email ? (
          <li className="flex items-center gap-2">
            <Icon name="mail" className="size-4 shrink-0" />
            <a href={`mailto:${location.email}`} className="underline-offset-2 hover:underline">
              {location.email}
            </a>
          </li>
        ) : null}
      </ul>
      {licenceLines.length > 0 ? (
        <ul className="text-sm text-muted">
          {licenceLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {directionsHref ? (
        <ButtonLink href={directionsHref} variant="outline">
          <Icon name="navigation" className="size-4" />
          Get Directions from Google Maps
        </ButtonLink>
      ) : null}
    </div>
  );
}
