import type { Database } from '@/server/db/client';
import { dealerships, manufacturers, models, offers, sites } from '@/server/db/schema';

/*
 * Two sites for the catalogue tests. Site A has 23 active models (a full page of 21 and two more), an
 * inactive one, two dealerships and 23 visible offers beside expired and excluded ones. Site B collides
 * with A on model and dealership slugs, and has a dealership slug of its own that A must not resolve.
 */

export type CatalogueFixture = { siteA: number; siteB: number; ids: Record<string, number> };

export const FIXTURE_TODAY = '2025-05-10';
const at = (day: number, minutesBefore = 0) => new Date(Date.UTC(2025, 4, day) - minutesBefore * 60_000);

async function insertSite(db: Database, slug: string, manufacturerId: number | null = null) {
  const [site] = await db
    .insert(sites)
    .values({ slug, name: `${slug} Motors`, manufacturerId })
    .returning({ id: sites.id });
  return site!.id;
}

async function insertManufacturer(db: Database, name: string, slug: string) {
  const [row] = await db.insert(manufacturers).values({ name, slug }).returning({ id: manufacturers.id });
  return row!.id;
}

async function insertDealership(db: Database, siteId: number, slug: string, name: string) {
  const [row] = await db.insert(dealerships).values({ siteId, slug, name }).returning({ id: dealerships.id });
  return row!.id;
}

type ModelSeed = Omit<typeof models.$inferInsert, 'siteId' | 'manufacturerId'>;

async function insertModels(db: Database, siteId: number, manufacturerId: number, seeds: ModelSeed[]) {
  const rows = await db
    .insert(models)
    .values(seeds.map((seed) => ({ siteId, manufacturerId, ...seed })))
    .returning({ id: models.id, slug: models.slug });
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

async function seedSiteAModels(db: Database, siteA: number, kia: number, toyota: number) {
  const kiaIds = await insertModels(db, siteA, kia, [
    {
      name: 'Sportage',
      slug: 'sportage',
      manufacturerBody: 'SUV',
      manufacturerBody2: 'Wagon',
      imageUrl: '/media/sportage-side.svg',
      cloudfrontNewImageUrl: '/media/sportage-spin.svg',
    },
    {
      name: 'Carnival',
      slug: 'carnival',
      manufacturerBody: 'People Mover',
      overrideUrl: '/pages/carnival',
      imageUrl: '/media/carnival.svg',
    },
    { name: 'EV9', slug: 'ev9', manufacturerBody2: 'suv' },
    { name: 'Stinger', slug: 'stinger', manufacturerBody: 'Sedan', status: 'inactive' },
  ]);
  await insertModels(
    db,
    siteA,
    toyota,
    Array.from({ length: 20 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return { name: `Model ${n}`, slug: `toyota-model-${n}`, manufacturerBody: 'Sedan' };
    }),
  );
  return kiaIds;
}

type OfferSeed = Omit<typeof offers.$inferInsert, 'siteId'>;

async function insertOffer(db: Database, siteId: number, seed: OfferSeed) {
  const [row] = await db
    .insert(offers)
    .values({ siteId, ...seed })
    .returning({ id: offers.id });
  return row!.id;
}

async function seedSiteAOffers(db: Database, siteA: number, kia: number, fixture: CatalogueFixture) {
  const { ids } = fixture;
  const north = ids.north!;
  ids.siteWide = await insertOffer(db, siteA, {
    name: 'Site-wide offer',
    imageUrl: '/media/offer.svg',
    createdAt: at(9),
  });
  ids.northOffer = await insertOffer(db, siteA, {
    name: 'North offer',
    dealershipId: north,
    category: 'Finance offer',
    expiry: FIXTURE_TODAY,
    createdAt: at(8),
  });
  ids.cityOffer = await insertOffer(db, siteA, {
    name: 'City offer',
    dealershipId: ids.city!,
    modelId: ids.sportage!,
    manufacturerId: kia,
    createdAt: at(7),
  });
  await insertOffer(db, siteA, {
    name: 'Expired offer',
    dealershipId: north,
    expiry: '2025-05-09',
    createdAt: at(9),
  });
  await insertOffer(db, siteA, {
    name: 'Excluded offer',
    excludedWebsiteIds: [fixture.siteA],
    createdAt: at(9),
  });
  for (let i = 1; i <= 20; i++)
    await insertOffer(db, siteA, {
      name: `Bulk offer ${String(i).padStart(2, '0')}`,
      createdAt: at(6, i),
    });
}

export async function seedCatalogue(db: Database): Promise<CatalogueFixture> {
  const kia = await insertManufacturer(db, 'Kia', 'kia');
  const toyota = await insertManufacturer(db, 'Toyota', 'toyota');
  const siteA = await insertSite(db, 'catalogue-a');
  const siteB = await insertSite(db, 'catalogue-b', kia);
  const fixture: CatalogueFixture = { siteA, siteB, ids: {} };
  const { ids } = fixture;
  ids.north = await insertDealership(db, siteA, 'north', 'North Motors');
  ids.city = await insertDealership(db, siteA, 'city', 'City Motors');
  Object.assign(ids, await seedSiteAModels(db, siteA, kia, toyota));
  await seedSiteAOffers(db, siteA, kia, fixture);

  const bravoDealer = await insertDealership(db, siteB, 'north', 'Bravo North');
  ids.onlyB = await insertDealership(db, siteB, 'only-b', 'Only B');
  const bravo = await insertModels(db, siteB, kia, [
    { name: 'Sportage', slug: 'sportage', manufacturerBody: 'SUV' },
  ]);
  ids.bravoSportage = bravo.sportage!;
  ids.bravoOffer = await insertOffer(db, siteB, {
    name: 'Bravo offer',
    dealershipId: bravoDealer,
    modelId: bravo.sportage!,
    manufacturerId: kia,
    createdAt: at(9),
  });
  await insertOffer(db, siteB, { name: 'Only B offer', dealershipId: ids.onlyB, createdAt: at(8) });
  return fixture;
}
