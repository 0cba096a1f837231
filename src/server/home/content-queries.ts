import 'server-only';
import { nameKey, visibleReviews } from '@/domain/group/reviews';
import { formatAddress } from '@/domain/locations/address';
import { and, asc, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { locations, reviews } from '@/server/db/schema';
import type { LocationCardDto, ReviewDto } from '@/domain/home/types';

/** One site's visible locations, sorted by name (J-15); the carousel's rules pick and order them (J-14..J-16). */
export async function listVisibleLocations(db: Database, siteId: number): Promise<LocationCardDto[]> {
  const rows = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      locationType: locations.locationType,
      isVisible: locations.isVisible,
      street: locations.street,
      city: locations.city,
      state: locations.state,
      postcode: locations.postcode,
      phone: locations.phone,
      dealerLicenceNumber: locations.dealerLicenseNumber,
      motorVehicleRepairer: locations.motorVehicleRepairer,
      placeUrl: locations.placeUrl,
      lat: locations.lat,
      long: locations.long,
    })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.isVisible, true)))
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map(({ street, city, state, postcode, ...row }) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    locationType: row.locationType,
    isVisible: row.isVisible,
    address: formatAddress({ street, city, state, postcode }),
    phone: row.phone?.trim() || null,
    dealerLicenceNumber: row.dealerLicenceNumber?.trim() || null,
    motorVehicleRepairer: row.motorVehicleRepairer?.trim() || null,
    placeUrl: row.placeUrl,
    lat: row.lat,
    long: row.long,
  }));
}

export type TopReviewsOptions = {
  /** L-17: reviews rated below this are hidden. */
  minRating: number;
  /** L-19: reviews by these customers are hidden. */
  hiddenCustomerNames: readonly string[];
  limit?: number;
};

/**
 * One site's newest well-rated reviews (L-17, L-19, L-24). The query applies the rule (names compared as
 * `nameKey` does) so the limit counts shown reviews; `visibleReviews` then applies it once more as written in
 * domain/.
 */
export async function listTopReviews(
  db: Database,
  siteId: number,
  options: TopReviewsOptions,
): Promise<ReviewDto[]> {
  const hidden = options.hiddenCustomerNames.map(nameKey);
  // The SQL form of `nameKey`, so the query hides the same names the domain rule does.
  const customerKey = sql`lower(regexp_replace(btrim(${reviews.customerName}), '\s+', ' ', 'g'))`;
  const rows = await db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      text: reviews.text,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.siteId, siteId),
        gte(reviews.rating, options.minRating),
        hidden.length > 0 ? notInArray(customerKey, hidden) : undefined,
      ),
    )
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(options.limit ?? 6);
  return visibleReviews(rows, options);
}

/** L-15, L-20: how many reviews the site has and their rating total (every review, as the aggregate counts). */
export async function reviewTotals(db: Database, siteId: number): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::float8`,
    })
    .from(reviews)
    .where(eq(reviews.siteId, siteId));
  return { count: row?.count ?? 0, sum: row?.sum ?? 0 };
}
