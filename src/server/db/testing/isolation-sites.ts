import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as s from '../schema';

/**
 * The tenant-isolation harness: two sites whose slugs, stock numbers, dealership and location slugs
 * collide on purpose, and whose every free-text field carries the site's canary. A page or query of
 * site A that shows site B's canary has leaked data across tenants. Later features add their tables here.
 */
export const ISOLATION_SITES = [
  { slug: 'isolation-a', canary: 'CANARYA7F3C' },
  { slug: 'isolation-b', canary: 'CANARYB9D21' },
] as const;

export type IsolationSite = (typeof ISOLATION_SITES)[number];

const DAY = 86_400_000;

async function insertSite(db: Database, { slug, canary }: IsolationSite, now: Date) {
  const text = (field: string) => `${canary} ${field}`;
  const [site] = await db
    .insert(s.sites)
    .values({
      slug,
      name: text('Motors'),
      address: text('1 Site Street'),
      facebookUrl: `https://facebook.example/${canary}`,
      instagramUrl: `https://instagram.example/${canary}`,
      searchCategories: ['new-cars', 'used-cars'],
    })
    .returning();
  const siteId = site!.id;
  await db.insert(s.siteDomains).values({ siteId, host: `${slug}.test`, isPrimary: true });
  const [dealership] = await db
    .insert(s.dealerships)
    .values({ siteId, slug: 'shared-dealer', name: text('Dealership'), address: text('Dealer Road') })
    .returning();
  const [location] = await db
    .insert(s.locations)
    .values({
      siteId,
      dealershipId: dealership!.id,
      name: text('Central'),
      slug: 'shared-location',
      locationType: 'sales',
      isPrimary: true,
      street: text('Street'),
      city: text('City'),
      state: 'QLD',
      postcode: '4000',
      phone: text('Phone'),
      landlinePhone: text('Landline'),
      email: `sales@${slug}.test`,
      dealerLicenseNumber: text('DL'),
      motorVehicleRepairer: text('MRB'),
    })
    .returning();
  const locationId = location!.id;
  await db.insert(s.openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      siteId,
      locationId,
      weekday,
      department: 'sales',
      status: weekday === 0 ? 'Closed' : 'Open',
      open: weekday === 0 ? null : '08:30',
      close: weekday === 0 ? null : '17:00',
      formattedHours: weekday === 0 ? null : text('hours'),
    })),
  );
  const tomorrow = new Date(now.getTime() + DAY).toISOString().slice(0, 10);
  await db
    .insert(s.holidayHours)
    .values({ siteId, locationId, date: tomorrow, status: 'Closed', name: text('Holiday') });
  return { siteId, slug, dealershipId: dealership!.id, locationId, text };
}

async function insertStockAndContent(db: Database, ids: Awaited<ReturnType<typeof insertSite>>, now: Date) {
  const { siteId, slug, dealershipId, locationId, text } = ids;
  const [manufacturer] = await db
    .select()
    .from(s.manufacturers)
    .where(inArray(s.manufacturers.slug, ['toyota']));
  const manufacturerId =
    manufacturer?.id ??
    (
      await db
        .insert(s.manufacturers)
        .values({ name: 'Toyota', slug: 'toyota' })
        .onConflictDoNothing()
        .returning()
    )[0]?.id;
  const vehicles = await db
    .insert(s.vehicles)
    .values(
      [1, 2, 3].map((n) => ({
        siteId,
        dealershipId,
        locationId,
        slug: `shared-car-${n}`,
        stocknum: `SHARED${n}`,
        year: 2022,
        make: 'Toyota',
        model: text(`Model${n}`),
        badge: text('Badge'),
        series: text('Series'),
        colour: text('Colour'),
        price: 30_000 + n,
        carType: n === 1 ? 'new' : 'used',
        status: 'in_stock',
        km: 1000 * n,
        simpleBody: 'Sedan',
        dealercomments: text('comments'),
        features: [text('feature')],
        createdAt: new Date(now.getTime() - n * DAY),
      })),
    )
    .returning({ id: s.vehicles.id });
  await db.insert(s.vehicleImages).values(
    vehicles.map((v) => ({
      siteId,
      vehicleId: v.id,
      position: 0,
      url: `/media/vehicle/sedan/336699/side.svg?${ids.text('image').replace(' ', '-')}`,
      thumbUrl: `/media/vehicle/sedan/336699/side.svg?${ids.text('thumb').replace(' ', '-')}`,
    })),
  );
  if (manufacturerId !== undefined) {
    const [model] = await db
      .insert(s.models)
      .values({
        siteId,
        manufacturerId,
        name: text('Model'),
        slug: 'shared-model',
        manufacturerBody: 'Sedan',
      })
      .returning();
    await db.insert(s.offers).values({
      siteId,
      name: text('Offer'),
      description: text('Offer description'),
      sanitizedDescription: text('Offer description'),
      disclaimer: text('Offer disclaimer'),
      modelId: model!.id,
    });
    await db
      .insert(s.brands)
      .values({ siteId, manufacturerId, title: text('Brand'), name: text('Brand'), slug: 'shared-brand' });
  }
  // The dealer console (issue 18): owners, a salesperson and a sales manager.
  await db.insert(s.staffMembers).values([
    { siteId, email: `owner@${slug}.test`, role: 'owner', invitedBy: 'isolation seed' },
    { siteId, email: `seller@${slug}.test`, role: 'salesperson', invitedBy: 'isolation seed' },
    { siteId, email: `manager@${slug}.test`, role: 'sales_manager', invitedBy: 'isolation seed' },
    // One address per browser test: parallel tests signing in one address undo each other's codes.
    { siteId, email: `settings@${slug}.test`, role: 'owner', invitedBy: 'isolation seed' },
    { siteId, email: `content@${slug}.test`, role: 'owner', invitedBy: 'isolation seed' },
    { siteId, email: `photos@${slug}.test`, role: 'sales_manager', invitedBy: 'isolation seed' },
    { siteId, email: `importer@${slug}.test`, role: 'sales_manager', invitedBy: 'isolation seed' },
    { siteId, email: `viewer@${slug}.test`, role: 'salesperson', invitedBy: 'isolation seed' },
  ]);
  await db.insert(s.reviews).values({
    siteId,
    customerName: text('Reviewer'),
    text: text('Review'),
    rating: 5,
    reviewDate: '2025-01-01',
  });
  await db.insert(s.slides).values({ siteId, name: text('Slide'), imageUrl: '/media/logo/slide/336699' });
  await db.insert(s.promotions).values({
    siteId,
    start: new Date(now.getTime() - DAY),
    expiry: new Date(now.getTime() + 30 * DAY),
    position: 1,
    node: {
      title: text('Promotion'),
      body: text('Promotion body'),
      imageUrl: null,
      url: '/trade-in',
      buttonText: 'Go',
    },
  });
}

/** Loads both isolation sites (idempotent: does nothing when they exist). */
export async function seedIsolationSites(db: Database, now = new Date()): Promise<void> {
  const slugs = ISOLATION_SITES.map((site) => site.slug);
  const existing = await db.select({ slug: s.sites.slug }).from(s.sites).where(inArray(s.sites.slug, slugs));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    for (const site of ISOLATION_SITES) {
      const ids = await insertSite(tx as unknown as Database, site, now);
      await insertStockAndContent(tx as unknown as Database, ids, now);
    }
  });
}

/** Seeds both isolation sites and returns their ids, A then B (the set-up of every isolation test). */
export async function seedIsolationSiteIds(db: Database, now = new Date()): Promise<[number, number]> {
  await seedIsolationSites(db, now);
  const slugs = ISOLATION_SITES.map((site) => site.slug);
  const rows = await db
    .select({ id: s.sites.id, slug: s.sites.slug })
    .from(s.sites)
    .where(inArray(s.sites.slug, slugs));
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  return [idOf(slugs[0]!), idOf(slugs[1]!)];
}

/**
 * One lead on each isolation site, about its first car, its texts carrying the site's canary: the browser
 * tests' console inbox (issue 18). Apart from the sites themselves, whose tests count the leads they send.
 */
export async function seedIsolationLeads(db: Database, now = new Date()): Promise<void> {
  for (const site of ISOLATION_SITES) {
    const [row] = await db
      .select({ siteId: s.sites.id, vehicleId: s.vehicles.id })
      .from(s.sites)
      .innerJoin(s.vehicles, eq(s.vehicles.siteId, s.sites.id))
      .where(and(eq(s.sites.slug, site.slug), eq(s.vehicles.stocknum, 'SHARED1')));
    if (!row) throw new Error(`seed the isolation sites before their leads (${site.slug})`);
    const text = (field: string) => `${site.canary} ${field}`;
    await db.insert(s.leads).values({
      siteId: row.siteId,
      formType: 'enquiry',
      category: 'Vehicle Enquiry',
      vehicleId: row.vehicleId,
      name: text('Buyer'),
      email: `buyer@${site.slug}.test`,
      phone: '0412 000 111',
      message: text('Lead message'),
      payload: {
        fields: { comments: text('Lead field') },
        vehicle: {
          stocknum: 'SHARED1',
          year: 2022,
          make: 'Toyota',
          model: text('Model1'),
          badge: text('Badge'),
        },
      },
      createdAt: new Date(now.getTime() - DAY),
    });
  }
}
