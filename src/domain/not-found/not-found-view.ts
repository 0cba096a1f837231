import type { EndedOfferData } from '@/domain/offers/offer-page-view';
import type { SimilarCarsBody } from '@/domain/similar-cars/similar-cars-view';

/** What a site's 404 page offers for the path asked for. */
export type NotFoundView = {
  /** Where the search box sends the buyer (the site's search route). */
  searchPath: string;
  /** For a removed or sold car's URL (they arrive from search engines): cars like it in stock, else null. */
  similar: SimilarCarsBody | null;
  /** At an ended offer's URL (it answers 404, decision 021): what ended and the offers running now. */
  endedOffer: EndedOfferData | null;
};
