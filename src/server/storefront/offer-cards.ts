import 'server-only';
import { and, desc, eq, gte, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { LinkedOfferCardDto, OfferCardDto } from '@/domain/cards/types';
import { isoDateInTimeZone } from '@/domain/format/date';
import { offerHref } from '@/domain/navigation/links';
import type { Database } from '@/server/db/client';
import { manufacturers, models, offers } from '@/server/db/schema';

export type LatestOffersOptions = {
  /** The site's calendar date, 'YYYY-MM-DD': offers expiring today are still shown. */
  today: string;
  /** Offer ids shown even though they exclude this site (K-12). */
  exclusionExceptions: readonly number[];
  /** C-94: only this dealership's offers (its id, resolved from the slug on the server). */
  dealershipId?: number;
  /** B-41: only the offers of this model (a model page). */
  modelId?: number;
  /** Decision 017 (L-10): only the offers of this manufacturer (a brand page). */
  manufacturerId?: number;
  limit?: number;
  offset?: number;
};

/** K-12: the site's offers that do not exclude it, bar the configured exceptions (expired ones included). */
export function offersShownOn(siteId: number, exclusionExceptions: readonly number[]): SQL | undefined {
  const excludesSite = sql`${offers.excludedWebsiteIds} @> ${JSON.stringify([siteId])}::jsonb`;
  const exceptions = [...exclusionExceptions];
  const notExcluded =
    exceptions.length > 0 ? or(not(excludesSite), inArray(offers.id, exceptions)) : not(excludesSite);
  return and(eq(offers.siteId, siteId), notExcluded);
}

/** K-10, K-12: the site's offers that have not expired and do not exclude it (bar the configured exceptions). */
function visibleOffers(siteId: number, options: LatestOffersOptions): SQL | undefined {
  return and(
    offersShownOn(siteId, options.exclusionExceptions),
    or(isNull(offers.expiry), gte(offers.expiry, options.today)),
    options.dealershipId === undefined ? undefined : eq(offers.dealershipId, options.dealershipId),
    options.modelId === undefined ? undefined : eq(offers.modelId, options.modelId),
    options.manufacturerId === undefined ? undefined : eq(offers.manufacturerId, options.manufacturerId),
  );
}

/**
 * The card's columns every offer read selects; join `models` (left, same site) and `manufacturers` (left).
 * K-2: the offer's own image, else its model's.
 */
export const offerCardColumns = {
  category: offers.category,
  imageUrl: sql<
    string | null
  >`coalesce(${offers.imageUrl}, ${models.cloudfrontNewImageUrl}, ${models.imageUrl})`,
  expiry: offers.expiry,
  manufacturerSlug: manufacturers.slug,
};

/** The newest visible offers of one site (K-13: newest first), optionally of one dealership. */
export async function listLatestOffers(
  db: Database,
  siteId: number,
  options: LatestOffersOptions,
): Promise<OfferCardDto[]> {
  return db
    .select({
      id: offers.id,
      name: offers.name,
      ...offerCardColumns,
    })
    .from(offers)
    .leftJoin(models, and(eq(models.siteId, siteId), eq(models.id, offers.modelId)))
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .where(visibleOffers(siteId, options))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(options.limit ?? 3)
    .offset(options.offset ?? 0);
}

/** How many visible offers each dealership has; key null counts the site-wide offers (no dealership). */
export async function countVisibleOffersByDealership(
  db: Database,
  siteId: number,
  options: Pick<LatestOffersOptions, 'today' | 'exclusionExceptions'>,
): Promise<Map<number | null, number>> {
  const rows = await db
    .select({ dealershipId: offers.dealershipId, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(visibleOffers(siteId, options))
    .groupBy(offers.dealershipId);
  return new Map(rows.map((row) => [row.dealershipId, row.count]));
}

export type CurrentOffersSite = { id: number; hasSingleManufacturer: boolean; timezone: string };

/**
 * The site's newest live offers as linked cards (K-10..K-13), for pages that point buyers at what runs now:
 * an ended offer's page and the seasonal (/eofy) pages.
 */
export async function listCurrentOfferCards(
  db: Database,
  site: CurrentOffersSite,
  options: { now: Date; exclusionExceptions: readonly number[]; limit: number },
): Promise<LinkedOfferCardDto[]> {
  const offers = await listLatestOffers(db, site.id, {
    today: isoDateInTimeZone(options.now, site.timezone),
    exclusionExceptions: options.exclusionExceptions,
    limit: options.limit,
  });
  return offers.map((offer) => ({ ...offer, href: offerHref(offer, site.hasSingleManufacturer) }));
}
