import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { formatAddress } from '@/domain/locations/address';
import type { Database } from '@/server/db/client';
import { dealerships, locations } from '@/server/db/schema';
import type { LocationDetails } from '@/domain/locations/location-page-view';

const blankToNull = (value: string | null) => value?.trim() || null;

/** One visible location of this site by slug, with its dealership's name; null for hidden or other sites'. */
export async function findVisibleLocation(
  db: Database,
  siteId: number,
  slug: string,
): Promise<LocationDetails | null> {
  const [row] = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      locationType: locations.locationType,
      dealershipId: locations.dealershipId,
      dealershipName: dealerships.name,
      street: locations.street,
      city: locations.city,
      state: locations.state,
      postcode: locations.postcode,
      phone: locations.phone,
      email: locations.email,
      dealerLicenceNumber: locations.dealerLicenseNumber,
      motorVehicleRepairer: locations.motorVehicleRepairer,
      averageRating: locations.averageRating,
      reviewCount: locations.reviewCount,
      placeUrl: locations.placeUrl,
      lat: locations.lat,
      long: locations.long,
    })
    .from(locations)
    .innerJoin(dealerships, and(eq(dealerships.siteId, siteId), eq(dealerships.id, locations.dealershipId)))
    .where(and(eq(locations.siteId, siteId), eq(locations.slug, slug), eq(locations.isVisible, true)));
  if (!row) return null;
  const { street, city, state, postcode, ...rest } = row;
  return {
    ...rest,
    city: blankToNull(city),
    address: formatAddress({ street, city, state, postcode }),
    phone: blankToNull(rest.phone),
    email: blankToNull(rest.email),
    dealerLicenceNumber: blankToNull(rest.dealerLicenceNumber),
    motorVehicleRepairer: blankToNull(rest.motorVehicleRepairer),
  };
}

/**
 * B-39: when only the dealership is known a location link is /locations/{dealershipSlug}; that is the
 * dealership's primary visible location, else its first by name. Null when the slug names no dealership.
 */
export async function findDealershipLocationSlug(
  db: Database,
  siteId: number,
  dealershipSlug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ slug: locations.slug })
    .from(locations)
    .innerJoin(dealerships, and(eq(dealerships.siteId, siteId), eq(dealerships.id, locations.dealershipId)))
    .where(
      and(eq(locations.siteId, siteId), eq(dealerships.slug, dealershipSlug), eq(locations.isVisible, true)),
    )
    .orderBy(desc(locations.isPrimary), asc(locations.name), asc(locations.id))
    .limit(1);
  return row?.slug ?? null;
}
