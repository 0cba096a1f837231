import { offerEnquiryLabel } from '@/domain/catalogue/offers-list';
import { formatLongDate } from '@/domain/format/date';
import { offerEnquiryHref } from '@/domain/navigation/links';
import type { LinkedOfferCardDto } from '@/domain/cards/types';
import { LeadDialogLink } from '@/components/leads/lead-dialog-link';
import { buttonLinkClass } from '@/components/ui/button-link';
import { MediaCard } from './media-card';

type OfferCardProps = {
  offer: LinkedOfferCardDto;
  /** The site's `forms.offerEnquireButtonText` ('Enquire Now' by default). */
  enquireButtonText: string;
};

/**
 * An offer: a link to its page, and (H-28) the enquiry button, which opens the Enquire Now form about the
 * offer in a modal; without script it is a link to /contact?offer={id}, the same form on a page.
 */
export function OfferCard({ offer, enquireButtonText }: OfferCardProps) {
  const label = offerEnquiryLabel(enquireButtonText, offer.name);
  return (
    <MediaCard
      href={offer.href}
      image={offer.imageUrl ? { src: offer.imageUrl, alt: offer.name } : null}
      placeholder={{ icon: 'tag', label: 'Special offer' }}
      actions={
        <LeadDialogLink
          kind="enquiry"
          subject={{ offer: offer.id }}
          href={offerEnquiryHref(offer.id)}
          title={label}
          aria-label={label}
          className={buttonLinkClass('outline', 'w-full')}
        >
          {enquireButtonText}
        </LeadDialogLink>
      }
    >
      {offer.category ? (
        <p className="w-fit rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
          {offer.category}
        </p>
      ) : null}
      <h3 className="font-semibold group-hover:underline">{offer.name}</h3>
      {offer.expiry ? <p className="text-sm text-muted">Expires on {formatLongDate(offer.expiry)}</p> : null}
      <span className="mt-auto text-sm font-semibold text-primary">View offer</span>
    </MediaCard>
  );
}
