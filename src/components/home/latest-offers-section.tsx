import type { LinkedOfferCardDto } from '@/domain/cards/types';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { OfferCardGrid } from '@/components/cards/offer-card-grid';

type LatestOffersSectionProps = {
  offers: LinkedOfferCardDto[];
  enquireButtonText: string;
  /** B-17: the site's offers list (`promo.offersRefreshPath`). */
  allOffersHref: string;
};

export function LatestOffersSection({ offers, enquireButtonText, allOffersHref }: LatestOffersSectionProps) {
  return (
    <Section
      id="latest-offers"
      title="Latest offers"
      action={offers.length > 0 ? { label: 'View all offers', href: allOffersHref } : undefined}
      className="surface-tint"
    >
      {offers.length === 0 ? (
        <EmptyState message="No special offers right now." />
      ) : (
        <OfferCardGrid offers={offers} enquireButtonText={enquireButtonText} />
      )}
    </Section>
  );
}
