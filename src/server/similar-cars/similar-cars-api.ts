import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SimilarCarsSubject } from '@/domain/similar-cars/rules';
import { carSlugParamSchema } from '@/domain/validation/db-values';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import type { SimilarCarsBody } from '@/domain/similar-cars/similar-cars-view';
import type { SiteContext } from '@/server/sites/site-context';
import { findSimilarCars } from './find-similar-cars';

export type SimilarCarsResponse =
  { status: 200; body: SimilarCarsBody } | { status: 404; body: { error: 'Not found' } };

export const SIMILAR_CACHE_CONTROL = 'public, max-age=60';

async function findSubject(db: Database, siteId: number, slug: string): Promise<SimilarCarsSubject | null> {
  const parsed = carSlugParamSchema.safeParse(slug);
  if (!parsed.success) return null;
  const [row] = await db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      price: vehicles.price,
      simpleBody: vehicles.simpleBody,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.slug, parsed.data)));
  return row ?? null;
}

/** D-100: the similar cars of one of the site's cars; another site's slug is a 404 like an unknown one. */
export async function handleSimilarCarsApi(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  slug: string,
): Promise<SimilarCarsResponse> {
  const car = await findSubject(db, site.id, slug);
  if (!car) return { status: 404, body: { error: 'Not found' } };
  const { search, cards } = site.config;
  const cars = await findSimilarCars(db, site.id, car, {
    ...search.stockFilter,
    hideZeroPriceVehicles: search.hideZeroPriceVehicles,
  });
  return { status: 200, body: { cars, noPriceText: cards.noPriceText } };
}
