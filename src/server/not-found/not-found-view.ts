import 'server-only';
import { carSlugOfPath, offerSegmentsOfPath } from '@/domain/navigation/missing-page-path';
import type { NotFoundView } from '@/domain/not-found/not-found-view';
import type { Database } from '@/server/db/client';
import { loadEndedOffer, type OfferPageSite } from '@/server/offers/offer-page';
import { handleSimilarCarsApi } from '@/server/similar-cars/similar-cars-api';

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
