import 'server-only';
import { ACTIVE_MODEL_STATUS } from '@/server/catalogue/model-queries';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import { manufacturers, models, offers } from '@/server/db/schema';
import { offerCardColumns, offersShownOn } from '@/server/storefront/offer-cards';

/** The make of the offer's model, for offers that name a model but no manufacturer. */
const modelMakes = alias(manufacturers, 'model_makes');

export type SiteOfferRow = Awaited<ReturnType<typeof findSiteOffer>>;

/**
 * One offer of this site by id, unless it excludes the site (K-12, bar the configured exceptions); expired
 * offers are returned, so the page can say they have ended. Null for another site's id.
 */
export async function findSiteOffer(
  db: Database,
  siteId: number,
  offerId: number,
  exclusionExceptions: readonly number[],
) {
  const [row] = await db
    .select({
      id: offers.id,
      name: offers.name,
      description: offers.description,
      sanitizedDescription: offers.sanitizedDescription,
      disclaimer: offers.disclaimer,
      ...offerCardColumns,
      make: sql<
        string | null
      >`coalesce(${manufacturers.name}, ${offers.manufacturerName}, ${modelMakes.name})`,
      model: {
        name: models.name,
        slug: models.slug,
        overrideUrl: models.overrideUrl,
        hasPage: sql<boolean>`${models.status} = ${ACTIVE_MODEL_STATUS}`,
      },
    })
    .from(offers)
    .leftJoin(models, and(eq(models.siteId, siteId), eq(models.id, offers.modelId)))
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .leftJoin(modelMakes, eq(modelMakes.id, models.manufacturerId))
    .where(and(offersShownOn(siteId, exclusionExceptions), eq(offers.id, offerId)));
  return row ?? null;
}
