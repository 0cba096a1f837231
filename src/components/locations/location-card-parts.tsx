import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import type { DirectoryLocation } from '@/domain/locations/directory-types';
import { ReviewStars } from '@/components/ui/review-stars';
import { LeadDialogLink } from '@/components/leads/lead-dialog-link';
import { ButtonLink, buttonLinkClass } from '@/components/ui/button-link';

/** The linked name, and the distance from the buyer's postcode on the locator. */
export function LocationCardHeading({ location, level }: { location: DirectoryLocation; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
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
  );
}

export function LocationRating({ average }: { average: number }) {
  return (
    <p className="flex items-center gap-2" data-testid="location-rating">
      <ReviewStars rating={average} />
      <span aria-hidden="true" className="font-semibold">
        {average.toFixed(1)}
      </span>
    </p>
  );
}

/** One line of the card's details behind its icon. */
export function IconLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <p className="flex gap-2">
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-muted" />
      {children}
    </p>
  );
}

/** J-8: the phone number, or 'Phone not available'. */
export function LocationPhone({ location }: { location: DirectoryLocation }) {
  return (
    <IconLine icon="phone">
      {location.phone && location.telHref ? (
        <a href={location.telHref} className="font-semibold hover:underline">
          {location.phone}
        </a>
      ) : (
        <span className="text-muted">Phone not available</span>
      )}
    </IconLine>
  );
}

type ActionsProps = {
  location: DirectoryLocation;
  contactButtonText: string | null;
  showEmailModal: boolean;
};

/** Directions, the optional 'Email Us' modal and the optional contact button. */
export function LocationCardActions({ location, contactButtonText, showEmailModal }: ActionsProps) {
  return (
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
  );
}
