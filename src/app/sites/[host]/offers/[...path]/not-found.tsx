import { OfferEnded } from '@/components/offers/offer-ended';

/** Reached only from the page, for an offer of this site whose expiry has passed (K-10). */
export default function OfferNotFound() {
  return <OfferEnded />;
}
