import type { DirectoryLocation } from '@/domain/locations/directory-types';
import { PlainImage } from '@/components/ui/plain-image';
import {
  IconLine,
  LocationCardActions,
  LocationCardHeading,
  LocationPhone,
  LocationRating,
} from './location-card-parts';

type LocationCardProps = {
  location: DirectoryLocation;
  headingLevel?: 2 | 3;
  /** J-7: the contact button's text; null: no contact button (directory pages, or switched off, A-4). */
  contactButtonText?: string | null;
  /** J-6 `locationCard.showEmailModal`: an 'Email Us' button opening the location's enquiry form. */
  showEmailModal?: boolean;
};

/**
 * J-6..J-10: one location card, the same on the home carousel and the directory pages: picture, name, stars,
 * address, phone ('Phone not available', J-8), landline, today's hours, DL/MRB lines, directions, and the
 * optional 'Email Us' modal and contact button.
 */
export function LocationCard({
  location,
  headingLevel = 3,
  contactButtonText = null,
  showEmailModal = false,
}: LocationCardProps) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-foreground/10 bg-background p-5 text-sm shadow-sm">
      {location.imageUrl ? (
        // The picture shows the location's sign; the name beside it says the same, so it is decoration.
        <PlainImage
          src={location.imageUrl}
          alt=""
          width={400}
          height={150}
          className="h-24 w-full rounded-md bg-foreground/5 object-contain"
        />
      ) : null}
      <LocationCardHeading location={location} level={headingLevel} />
      {location.rating ? <LocationRating average={location.rating.average} /> : null}
      <p className="text-muted">{location.typeLabel}</p>
      {location.address ? (
        <IconLine icon="map-pin">
          <span>{location.address}</span>
        </IconLine>
      ) : null}
      <LocationPhone location={location} />
      {location.landline && location.landlineTelHref ? (
        <IconLine icon="phone-call">
          <span>
            Landline:{' '}
            <a href={location.landlineTelHref} className="font-semibold hover:underline">
              {location.landline}
            </a>
          </span>
        </IconLine>
      ) : null}
      {location.todayHours ? (
        <IconLine icon="clock">
          <span>Today: {location.todayHours}</span>
        </IconLine>
      ) : null}
      {location.licenceLines.length > 0 ? (
        <ul className="text-xs text-muted">
          {location.licenceLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <LocationCardActions
        location={location}
        contactButtonText={contactButtonText}
        showEmailModal={showEmailModal}
      />
    </article>
  );
}
