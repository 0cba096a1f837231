import type { LinkedOfferCardDto } from '@/domain/cards/types';
import { Section } from '@/components/ui/section';
import { OfferCardGrid } from './offer-card-grid';

type CurrentOffersSectionProps = {
  id: string;
  /** What the offers are of: 'Mazda' → 'Current Mazda offers'. */
  subject: string;
  offers: readonly LinkedOfferCardDto[];
  enquireButtonText: string;
};

/** A page's 'Current {subject} offers' band (a model's or a brand's page); nothing when there are none. */
export function CurrentOffersSection({ id, subject, offers, enquireButtonText }: CurrentOffersSectionProps) {
  if (offers.length === 0) return null;
  return (
    <Section id={id} title={`Current ${subject} offers`} className="surface-tint">
      <OfferCardGrid offers={offers} enquireButtonText={enquireButtonText} itemTestId="offer-card" />
    </Section>
  );
}
