import type { LinkedOfferCardDto } from '@/domain/cards/types';
import { OfferCard } from './offer-card';

type OfferCardGridProps = {
  offers: readonly LinkedOfferCardDto[];
  enquireButtonText: string;
  /** Marks each item, for tests that count the cards of one list. */
  itemTestId?: string;
};

/** Offers as a list of offer cards: one column on phones, three on wide screens. */
export function OfferCardGrid({ offers, enquireButtonText, itemTestId }: OfferCardGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id} data-testid={itemTestId}>
          <OfferCard offer={offer} enquireButtonText={enquireButtonText} />
        </li>
      ))}
    </ul>
  );
}
