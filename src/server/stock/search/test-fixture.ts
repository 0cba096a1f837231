import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';

export type FixtureCar = Partial<typeof s.vehicles.$inferInsert> & {
  make: string;
  model: string;
  /** Index into the fixture's locations (0: QLD at dealership 0, 1: WA at dealership 1). */
  at?: 0 | 1;
};

/** A small site with two dealerships (the second with its own overrides) and hand-written stock. */
export async function insertFixtureSite(
  db: Database,
  options: {
    slug: string;
    overrides?: Record<string, unknown>;
    dealerOverrides?: Record<string, unknown>;
    cars: FixtureCar[];
    now: Date;
  },
) {
  const [site] = await db
    .insert(s.sites)
    .values({
      slug: options.slug,
      name: options.slug,
      configOverrides: options.overrides ?? {},
      stockVersion: 1,
    })
    .returning();
  const siteId = site!.id;
  const dealers = await db
    .insert(s.dealerships)
    .values([
      { siteId, slug: 'north', name: 'North Motors' },
      { siteId, slug: 'west', name: 'West Motors', configOverrides: options.dealerOverrides ?? {} },
    ])
    .returning();
  const locations = await db
    .insert(s.locations)
    .values([
      {
        siteId,
        dealershipId: dealers[0]!.id,
        name: 'Brisbane Yard',
        slug: 'bne',
        city: 'Brisbane',
        state: 'QLD',
      },
      { siteId, dealershipId: dealers[1]!.id, name: 'Perth Yard', slug: 'per', city: 'Perth', state: 'WA' },
    ])
    .returning();
  const ids: number[] = [];
  for (const [n, { at = 0, ...car }] of options.cars.entries()) {
    const [row] = await db
      .insert(s.vehicles)
      .values({
        siteId,
        dealershipId: dealers[at]!.id,
        locationId: locations[at]!.id,
        slug: `car-${n}`,
        stocknum: `S${n}`,
        year: 2020,
        price: 20_000 + n,
        carType: 'used',
        km: 10_000 * (n + 1),
        createdAt: new Date(options.now.getTime() - n * 60_000),
        ...car,
      })
      .returning({ id: s.vehicles.id });
    ids.push(row!.id);
  }
  return { siteId, ids, dealershipIds: dealers.map((d) => d.id) };
}
