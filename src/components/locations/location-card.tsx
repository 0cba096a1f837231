import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { DirectoryLocation } from '@/domain/locations/directory-types';
import { ReviewStars } from '@/components/ui/review-stars';
import { LeadDialogLink } from '@/components/leads/lead-dialog-link';
import { ButtonLink, buttonLinkClass } from '@/components/ui/button-link';
import { PlainImage } from '@/components/ui/plain-image';

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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-base font-semibold">
          <Link href={location.href} prefetch={false} className="hover:underline">
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
      {location.rating ? (
        <p className="flex items-center gap-2" data-testid="location-rating">
          <ReviewStars rating={location.rating.average} />
          <span aria-hidden="true" className="font-semibold">
            {location.rating.average.toFixed(1)}
          </span>
        </p>
      ) : null}
      <p className="text-muted">{location.typeLabel}</p>
      {location.address ? (
        <p className="flex gap-2">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>{location.address}</span>
        </p>
      ) : null}
      <p className="flex gap-2">
        <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-muted" />
        {location.phone && location.telHref ? (
          <a href={location.telHref} className="font-semibold hover:underline">
            {location.phone}
          </a>
        ) : (
          <span className="text-muted">Phone not available</span>
        )}
      </p>
      {location.landline && location.landlineTelHref ? (
        <p className="flex gap-2">
          <Icon name="phone-call" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            Landline:{' '}
            <a href={location.landlineTelHref} className="font-semibold hover:underline">
              {location.landline}
            </a>
          </span>
        </p>
      ) : null}
      {location.todayHours ? (
        <p className="flex gap-2">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>Today: {location.todayHours}</span>
        </p>
      ) : null}
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
            <Icon name="navigation" className="size-4" />
            Get Directions
          </ButtonLink>
        ) : null}
        {showEmailModal ? (
          <LeadDialogLink
            kind="enquiry"
            subject={{ location: location.id }}
            href={location.enquiryHref}
            title={`Email ${location.name}`}
            aria-label={`Email Us: ${location.name}`}
            className={buttonLinkClass('outline')}
          >
            <Icon name="mail" className="size-4" />
            Email Us
          </LeadDialogLink>
        ) : null}
        {contactButtonText ? (
          <ButtonLink
            href={location.href}
            prefetch={false}
            aria-label={`${contactButtonText}: ${location.name}`}
          >
            {contactButtonText}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
