import type { OfferPageData } from '@/domain/offers/offer-page-view';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { TruncatedText } from '@/components/vehicle/sections/truncated-text';
import { FourThreeImage } from '@/components/ui/four-three-image';

/** The id of the enquiry form's section, which 'Enquire Now' jumps to. */
export const OFFER_ENQUIRY_ID = 'offer-enquiry';

type OfferDetailProps = {
  data: Pick<OfferPageData, 'offer' | 'enquire' | 'explore' | 'testDrive'>;
  /** h1 on the offer's page; lower inside the console's preview, whose page has its own h1. */
  heading?: 'h1' | 'h2';
};

/** An offer's page head (K-3..K-10): image, name, category, expiry, description, buttons and disclaimer. */
export function OfferDetail({ data, heading: Heading = 'h1' }: OfferDetailProps) {
  const { offer, enquire, explore, testDrive } = data;
  return (
    <Container className="grid gap-8 py-10 lg:grid-cols-2">
      <FourThreeImage
        image={offer.imageUrl ? { src: offer.imageUrl, alt: offer.name } : null}
        placeholder={{ icon: 'tag', label: 'Special offer' }}
        className="rounded-lg"
      />
      <div className="flex flex-col gap-4">
        {offer.category ? (
          <p className="w-fit rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            {offer.category}
          </p>
        ) : null}
        <Heading className="text-3xl font-bold tracking-tight">{offer.name}</Heading>
        {offer.expiresText ? <p className="text-muted">{offer.expiresText}</p> : null}
        {offer.description ? <TruncatedText id="offer-description" {...offer.description} /> : null}
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={`#${OFFER_ENQUIRY_ID}`} aria-label={enquire.label}>
            {enquire.text}
          </ButtonLink>
          {explore ? (
            <ButtonLink href={explore.href} variant="outline">
              {explore.label}
            </ButtonLink>
          ) : null}
          <ButtonLink href={testDrive.href} variant="outline">
            {testDrive.label}
          </ButtonLink>
        </div>
        {offer.disclaimer ? (
          <TruncatedText
            id="offer-disclaimer"
            {...offer.disclaimer}
            className="border-t border-foreground/10 pt-4 text-sm text-muted"
          />
        ) : null}
      </div>
    </Container>
  );
}
