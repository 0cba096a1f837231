import 'server-only';
import { carSlugOfPath } from '@/domain/navigation/car-path';
import type { Database } from '@/server/db/client';
import { handleSimilarCarsApi, type SimilarCarsBody } from '@/server/similar-cars/similar-cars-api';
import type { SiteContext } from '@/server/sites/site-context';

export type NotFoundView = {
  /** Where the search box sends the buyer (the site's search route). */
  searchPath: string;
  /** For a removed or sold car's URL (they arrive from search engines): cars like it in stock, else null. */
  similar: SimilarCarsBody | null;
};

/** What a site's 404 page offers for the path asked for: a search box, and similar cars for a car's URL. */
export async function loadNotFoundView(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  path: string,
): Promise<NotFoundView> {
  const slug = carSlugOfPath(path);
  const answer = slug === null ? null : await handleSimilarCarsApi(db, site, slug);
  const similar = answer?.status === 200 && answer.body.cars.length > 0 ? answer.body : null;
  return { searchPath: site.config.search.path, similar };
}
