import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatAddress } from '@/domain/locations/address';
import type { Database } from '@/server/db/client';
import { brands, locations, manufacturers } from '@/server/db/schema';
import type { Manufacturer } from '@/domain/catalogue/stock-pickers';
import type { BrandTileDto } from '@/domain/home/types';

export type BrandEntryRow = {
  id: number;
  manufacturerId: number | null;
  title: string;
  slug: string;
  make: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  description: string | null;
  url: string | null;
};

/**
 * L-10, L-11: this site's brand entry with a page of its own, or null (unknown, another site's, or one that
 * skips its page: its tiles link to the target instead, so it has no page to answer).
 */
export async function findBrandWithPage(
  db: Database,
  siteId: number,
  slug: string,
): Promise<BrandEntryRow | null> {
  const [row] = await db
    .select({
      id: brands.id,
      manufacturerId: brands.manufacturerId,
      title: brands.title,
      slug: brands.slug,
      make: brands.make,
      logoUrl: brands.logoUrl,
      bannerUrl: brands.bannerUrl,
      description: brands.description,
      url: brands.url,
    })
    .from(brands)
    .where(and(eq(brands.siteId, siteId), eq(brands.slug, slug), eq(brands.skipBrandPage, false)));
  return row ?? null;
}

/** The slugs of this site's brands that have a page, by slug (the sitemap). */
export async function listBrandPageSlugs(db: Database, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: brands.slug })
    .from(brands)
    .where(and(eq(brands.siteId, siteId), eq(brands.skipBrandPage, false)))
    .orderBy(asc(brands.slug));
  return rows.map((row) => row.slug);
}

/** This site's visible locations that sell a make (their `manufacturers` list names it), by name. */
export async function listLocationsSellingMake(db: Database, siteId: number, make: string) {
  const rows = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      street: locations.street,
      city: locations.city,
      state: locations.state,
      postcode: locations.postcode,
    })
    .from(locations)
    .where(
      and(
        eq(locations.siteId, siteId),
        eq(locations.isVisible, true),
        sql`${locations.manufacturers} @> ${JSON.stringify([make])}::jsonb`,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map(({ street, city, state, postcode, ...row }) => ({
    ...row,
    address: formatAddress({ street, city, state, postcode }),
  }));
}

/** L-14: the platform's manufacturer list (shared by every site; each site shows the ones it stocks). */
export async function listManufacturers(db: Database): Promise<Manufacturer[]> {
  return db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      slug: manufacturers.slug,
      logoUrl: manufacturers.logoUrl,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name), asc(manufacturers.id));
}

/** One site's brand tiles (group sites, L-1), grouped by grid and in their configured position. */
export async function listBrandTiles(db: Database, siteId: number): Promise<BrandTileDto[]> {
  return db
    .select({
      id: brands.id,
      grid: brands.grid,
      title: brands.title,
      slug: brands.slug,
      logoUrl: brands.logoUrl,
      url: brands.url,
      skipBrandPage: brands.skipBrandPage,
    })
    .from(brands)
    .where(eq(brands.siteId, siteId))
    .orderBy(asc(brands.grid), asc(brands.position), asc(brands.title), asc(brands.id));
}
