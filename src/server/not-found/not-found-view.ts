import 'server-only';
import { carSlugOfPath, offerSegmentsOfPath } from '@/domain/navigation/missing-page-path';
import type { Database } from '@/server/db/client';
import { loadEndedOffer, type OfferPageSite } from '@/server/offers/offer-page';
import type { EndedOfferData } from '@/server/offers/types';
import { handleSimilarCarsApi, type SimilarCarsBody } from '@/server/similar-cars/similar-cars-api';

export type NotFoundView = {
  /** Where the search box sends the buyer (the site's search route). */
  searchPath: string;
  /** For a removed or sold car's URL (they arrive from search engines): cars like it in stock, else null. */
  similar: SimilarCarsBody | null;
  /** At an ended offer's URL (it answers 404, decision 021): what ended and the offers running now. */
  endedOffer: EndedOfferData | null;
};

async function similarCarsOf(db: Database, site: OfferPageSite, path: string) {
  const slug = carSlugOfPath(path);
  const answer = slug === null ? null : await handleSimilarCarsApi(db, site, slug);
  return answer?.status === 200 && answer.body.cars.length > 0 ? answer.body : null;
}

/**
 * What a site's 404 page offers for the path asked for: a search box, similar cars for a car's URL, and at an
 * ended offer's URL that offer and the live ones.
 */
export async function loadNotFoundView(
  db: Database,
  site: OfferPageSite,
  path: string,
  now: Date,
): Promise<NotFoundView> {
  const offerSegments = offerSegmentsOfPath(path);
  return {
    searchPath: site.config.search.path,
    similar: await similarCarsOf(db, site, path),
    endedOffer: offerSegments ? await loadEndedOffer(db, site, offerSegments, now) : null,
  };
}
