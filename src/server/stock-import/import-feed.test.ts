import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { dealerships, locations, manufacturers, sites, vehicles } from '@/server/db/schema';
import { importFeed, type ImportReport } from './import-feed';

let test: TestDatabase;
const NOW = new Date('2026-11-27T01:00:00Z');
const LATER = new Date('2026-11-28T01:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db
    .insert(manufacturers)
    .values(['Toyota', 'Mazda', 'Kia'].map((name) => ({ name, slug: name.toLowerCase() })));
});
afterAll(() => test.close());

/** A site with a dealership, a service centre (listed first) and two sales yards, the second primary. */
async function newSite(slug: string) {
  const [site] = await test.db
    .insert(sites)
    .values({ slug, name: `${slug} Motors` })
    .returning();
  const [dealership] = await test.db
    .insert(dealerships)
    .values({ siteId: site!.id, slug: 'main', name: 'Main' })
    .returning();
  const yard = (name: string, extra: Partial<typeof locations.$inferInsert> = {}) => ({
    siteId: site!.id,
    dealershipId: dealership!.id,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    ...extra,
  });
  const yards = await test.db
    .insert(locations)
    .values([
      yard('Service Centre', { locationType: 'service' }),
      yard('Logan Yard'),
      yard('Brisbane Yard', { isPrimary: true }),
    ])
    .returning({ id: locations.id, name: locations.name });
  const yardId = (name: string) => yards.find((row) => row.name === name)!.id;
  return { siteId: site!.id, yardId };
}

const HEADER =
  'Stock No,VIN,Rego,Make,Model,Badge,Year,Price,Odometer,Body Type,Transmission,Fuel Type,Drive Type,Location,Status,Condition,Comments,Features';
const ROWS = {
  rav4: 'T100,JTMRWRFV10D123456,abc123,Toyota,RAV4,GX,2022,"$38,990","45,000",SUV,8 Speed Automatic,Unleaded Petrol,All Wheel Drive,Logan Yard,In Stock,Used,One owner.,Tow bar|Roof racks',
  cx5: 'M200,JM0KF4W7A00123456,,mazda,CX-5,Maxx Sport,2021,29990,61000,Wagon,6 Speed Manual,Diesel,FWD,Nowhere Yard,,Demo,,',
  hilux:
    'T300,MR0FB8CD100123456,XYZ789,Toyota,HiLux,SR5,2023,55990,1200,Dual Cab,Auto,Diesel,4x4,,Coming Soon,New,,',
};
const csv = (...lines: string[]) => [Buffer.from([HEADER, ...lines].join('\n'))];

function run(siteId: number, lines: string[], options: { full?: boolean; now?: Date } = {}) {
  return importFeed(test.db, siteId, {
    format: 'csv',
    input: csv(...lines),
    full: options.full ?? false,
    now: options.now ?? NOW,
  });
}

function expectOk(report: ImportReport) {
  if (!report.ok) throw new Error(report.error);
  return report;
}

const listing = {
  stocknum: vehicles.stocknum,
  slug: vehicles.slug,
  name: vehicles.name,
  make: vehicles.make,
  price: vehicles.price,
  km: vehicles.km,
  regplate: vehicles.regplate,
  simpleBody: vehicles.simpleBody,
  itemType: vehicles.itemType,
  simpleTransmission: vehicles.simpleTransmission,
  simpleFuel: vehicles.simpleFuel,
  simpleDrive: vehicles.simpleDrive,
  locationId: vehicles.locationId,
  status: vehicles.status,
  carType: vehicles.carType,
  sold: vehicles.sold,
  soldAt: vehicles.soldAt,
  dealercomments: vehicles.dealercomments,
  features: vehicles.features,
  updatedAt: vehicles.updatedAt,
};

const stockOf = (siteId: number) =>
  test.db.select(listing).from(vehicles).where(eq(vehicles.siteId, siteId)).orderBy(asc(vehicles.stocknum));

async function versionOf(siteId: number) {
  const [site] = await test.db
    .select({ version: sites.stockVersion })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site!.version;
}

describe('importFeed (issue 18)', () => {
  it('lists accepted rows at their yards with search codes, and reports what it did', async () => {
    const { siteId, yardId } = await newSite('import-first');
    const report = expectOk(await run(siteId, [ROWS.rav4, ROWS.cx5, ROWS.hilux, 'BAD1,,Toyota']));
    expect(report).toMatchObject({ rows: 4, accepted: 3, added: 3, updated: 0, unchanged: 0, markedSold: 0 });
    expect(report.rejected.map((problem) => `${problem.row} ${problem.field}: ${problem.reason}`)).toEqual([
      '5 vin: VIN is missing',
      '5 make: Make is missing',
      '5 model: Model is missing',
      '5 year: Year is missing',
      '5 price: Price is missing',
    ]);
    expect(report.notes).toEqual([
      {
        row: 3,
        field: 'location',
        value: 'Nowhere Yard',
        reason: "No yard is called 'Nowhere Yard': listed at Brisbane Yard",
      },
    ]);
    expect(report.stockVersion).toBe(1);
    const stock = await stockOf(siteId);
    expect(
      stock.map(({ updatedAt: _updatedAt, slug, ...car }) => ({
        ...car,
        slug: slug.replace(/-[0-9a-z]{6}$/, '-…'),
      })),
    ).toEqual([
      {
        stocknum: 'M200',
        slug: '2021-mazda-cx-5-maxx-sport-…',
        name: '2021 Mazda CX-5 Maxx Sport',
        make: 'Mazda',
        price: 29990,
        km: 61000,
        regplate: null,
        simpleBody: 'wagon',
        itemType: 'car',
        simpleTransmission: 'Manual',
        simpleFuel: 'Diesel',
        simpleDrive: 'FWD',
        locationId: yardId('Brisbane Yard'),
        status: 'in_stock',
        carType: 'demo',
        sold: false,
        soldAt: null,
        dealercomments: null,
        features: [],
      },
      {
        stocknum: 'T100',
        slug: '2022-toyota-rav4-gx-…',
        name: '2022 Toyota RAV4 GX',
        make: 'Toyota',
        price: 38990,
        km: 45000,
        regplate: 'ABC123',
        simpleBody: 'suv',
        itemType: 'car',
        simpleTransmission: 'Automatic',
        simpleFuel: 'Petrol',
        simpleDrive: 'AWD',
        locationId: yardId('Logan Yard'),
        status: 'in_stock',
        carType: 'used',
        sold: false,
        soldAt: null,
        dealercomments: 'One owner.',
        features: ['Tow bar', 'Roof racks'],
      },
      {
        stocknum: 'T300',
        slug: '2023-toyota-hilux-sr5-…',
        name: '2023 Toyota HiLux SR5',
        make: 'Toyota',
        price: 55990,
        km: 1200,
        regplate: 'XYZ789',
        simpleBody: 'ute',
        itemType: 'car',
        simpleTransmission: 'Automatic',
        simpleFuel: 'Diesel',
        simpleDrive: '4X4',
        locationId: yardId('Brisbane Yard'),
        status: 'coming_soon',
        carType: 'new',
        sold: false,
        soldAt: null,
        dealercomments: null,
        features: [],
      },
    ]);
  });

  it('changes nothing when the same file is imported again, and updates only what changed', async () => {
    const { siteId } = await newSite('import-twice');
    expectOk(await run(siteId, [ROWS.rav4, ROWS.cx5]));
    const before = await stockOf(siteId);

    const again = expectOk(await run(siteId, [ROWS.rav4, ROWS.cx5], { now: LATER }));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2, markedSold: 0, stockVersion: 1 });
    expect(await stockOf(siteId)).toEqual(before);

    const cheaper = ROWS.rav4.replace('"$38,990"', '37990');
    const changed = expectOk(await run(siteId, [cheaper, ROWS.cx5], { now: LATER }));
    expect(changed).toMatchObject({ added: 0, updated: 1, unchanged: 1, stockVersion: 2 });
    const after = await stockOf(siteId);
    expect(after.map((car) => [car.stocknum, car.price, car.slug, car.updatedAt])).toEqual([
      ['M200', 29990, before[0]!.slug, before[0]!.updatedAt],
      ['T100', 37990, before[1]!.slug, LATER],
    ]);
  });

  it('leaves columns a feed does not have as they are, and clears those it has blank', async () => {
    const { siteId } = await newSite('import-columns');
    expectOk(await run(siteId, [ROWS.rav4]));
    const priceOnly =
      'Stock No,VIN,Make,Model,Year,Price,Features\nT100,JTMRWRFV10D123456,Toyota,RAV4,2022,36990,';
    expectOk(await importFeed(test.db, siteId, { format: 'csv', input: [priceOnly], full: false, now: NOW }));
    const [car] = await stockOf(siteId);
    expect([car!.price, car!.dealercomments, car!.km, car!.simpleBody, car!.features]).toEqual([
      36990,
      'One owner.',
      45000,
      'suv',
      [],
    ]);
  });

  it('marks sold the cars a full feed leaves out, keeps those on refused rows, and lists them again', async () => {
    const { siteId } = await newSite('import-full');
    expectOk(await run(siteId, [ROWS.rav4, ROWS.cx5, ROWS.hilux]));
    const badPrice = ROWS.hilux.replace('55990', 'POA');
    const full = expectOk(await run(siteId, [ROWS.rav4, badPrice], { full: true, now: LATER }));
    expect(full).toMatchObject({ accepted: 1, unchanged: 1, markedSold: 1, stockVersion: 2 });
    const sold = (await stockOf(siteId)).map((car) => [car.stocknum, car.status, car.sold, car.soldAt]);
    expect(sold).toEqual([
      ['M200', 'sold', true, LATER],
      ['T100', 'in_stock', false, null],
      ['T300', 'coming_soon', false, null],
    ]);

    const back = expectOk(await run(siteId, [ROWS.cx5], { now: new Date('2026-11-29T01:00:00Z') }));
    expect(back).toMatchObject({ updated: 1, markedSold: 0 });
    const [cx5] = await stockOf(siteId);
    expect([cx5!.status, cx5!.sold, cx5!.soldAt]).toEqual(['in_stock', false, null]);
  });

  it('keeps the day a car was sold when a later feed still says sold', async () => {
    const { siteId } = await newSite('import-sold-day');
    const soldRav4 = ROWS.rav4.replace('In Stock', 'Sold');
    expectOk(await run(siteId, [soldRav4]));
    const again = expectOk(await run(siteId, [soldRav4], { now: LATER }));
    expect(again.unchanged).toBe(1);
    const [car] = await stockOf(siteId);
    expect([car!.status, car!.sold, car!.soldAt]).toEqual(['sold', true, NOW]);
  });

  it('refuses a full feed with no importable rows instead of selling the yard', async () => {
    const { siteId } = await newSite('import-empty-full');
    expectOk(await run(siteId, [ROWS.rav4]));
    const report = await run(siteId, [ROWS.rav4.replace('"$38,990"', 'POA')], { full: true });
    expect(report).toEqual({
      ok: false,
      error:
        'The feed has no rows that can be imported: as a full feed it would mark every car sold, so nothing was changed',
    });
    expect((await stockOf(siteId)).map((car) => car.sold)).toEqual([false]);
  });

  it('answers a file whose columns cannot be placed, writing nothing', async () => {
    const { siteId } = await newSite('import-columns-bad');
    const report = await importFeed(test.db, siteId, {
      format: 'csv',
      input: ['Stock No,Make,Model,Year,Price,Odometer,KMs\n'],
      full: false,
      now: NOW,
    });
    expect(report).toEqual({
      ok: false,
      error: [
        "VIN has no column: name its header in the feed's column mapping",
        'Kilometres is in more than one column (Odometer, KMs): map one of them',
      ].join('\n'),
    });
    expect(await versionOf(siteId)).toBe(0);
  });

  it('leaves the previous stock whole when an import stops part way', async () => {
    const { siteId } = await newSite('import-interrupted');
    expectOk(await run(siteId, [ROWS.rav4]));
    const many = Array.from({ length: 2_500 }, (_, index) =>
      ROWS.cx5.replace('M200', `M${1000 + index}`).replace('29990', String(20_000 + index)),
    );
    const stopped = importFeed(test.db, siteId, {
      format: 'csv',
      input: csv(ROWS.rav4.replace('"$38,990"', '1'), ...many),
      full: true,
      now: LATER,
      onBatch: (written, total) => {
        if (written < total) throw new Error('killed after the first batch');
      },
    });
    await expect(stopped).rejects.toThrow('killed after the first batch');
    const stock = await stockOf(siteId);
    expect(stock.map((car) => [car.stocknum, car.price, car.sold])).toEqual([['T100', 38990, false]]);
    expect(await versionOf(siteId)).toBe(1);
  });

  it('runs two imports of one site at once one after the other, however their rows are ordered', async () => {
    const { siteId } = await newSite('import-at-once');
    const lines = Array.from({ length: 3_000 }, (_, index) => ROWS.cx5.replace('M200', `Q${10_000 + index}`));
    const [first, second] = await Promise.all([run(siteId, lines), run(siteId, [...lines].reverse())]);
    const counts = [first, second].map((report) => report.ok && [report.added, report.unchanged]).sort();
    expect(counts).toEqual([
      [0, 3_000],
      [3_000, 0],
    ]);
    expect((await stockOf(siteId)).length).toBe(3_000);
    expect(await versionOf(siteId)).toBe(1);
  });

  it('reads a JSON feed in the vehicle contract through the same rules', async () => {
    const { siteId, yardId } = await newSite('import-json');
    const feed = {
      vehicles: [
        {
          stocknum: 'J1',
          vin: 'JTMRWRFV10D123456',
          make: 'Toyota',
          model: 'RAV4',
          year: 2022,
          price: 38990,
          km: 45000,
          simple_body: 'suv',
          simple_transmission: 'Automatic',
          fuel: 'Hybrid (Petrol)',
          engine_size_litres: 2.5,
          location: { name: 'Logan Yard' },
          car_type: 'used',
          dealercomments: 'Hybrid.',
          features: ['Tow bar'],
          images: [{ url: 'https://photos.example.com/j1-1.jpg' }],
        },
        {
          stocknum: 'J2',
          vin: 'JM0KF4W7A00123456',
          make: 'Mazda',
          model: { name: 'CX-5' },
          year: 2021,
          price: 'POA',
        },
        'not a vehicle',
      ],
    };
    const report = expectOk(
      await importFeed(test.db, siteId, {
        format: 'json',
        input: [JSON.stringify(feed)],
        full: false,
        now: NOW,
      }),
    );
    expect(report).toMatchObject({ rows: 3, accepted: 1, added: 1 });
    expect(report.rejected).toEqual([
      { row: 2, field: 'model', value: '{"name":"CX-5"}', reason: 'Model must be text or a number' },
      {
        row: 3,
        field: 'stocknum',
        value: '"not a vehicle"',
        reason: 'Stock number must be text or a number',
      },
    ]);
    const [car] = await test.db
      .select({ ...listing, litres: vehicles.engineSizeLitres })
      .from(vehicles)
      .where(eq(vehicles.siteId, siteId));
    expect([
      car!.stocknum,
      car!.simpleBody,
      car!.simpleFuel,
      car!.litres,
      car!.locationId,
      car!.features,
    ]).toEqual(['J1', 'suv', 'Hybrid', 2.5, yardId('Logan Yard'), ['Tow bar']]);
  });

  it("writes only the importing site's stock: the same stock numbers on another site are not touched", async () => {
    const alpha = await newSite('import-alpha');
    const bravo = await newSite('import-bravo');
    expectOk(await run(bravo.siteId, [ROWS.rav4, ROWS.cx5]));
    const bravoBefore = await stockOf(bravo.siteId);

    expectOk(await run(alpha.siteId, [ROWS.rav4.replace('"$38,990"', '1000')]));
    expectOk(await run(alpha.siteId, [ROWS.hilux], { full: true }));

    expect(await stockOf(bravo.siteId)).toEqual(bravoBefore);
    expect(await versionOf(bravo.siteId)).toBe(1);
    const alphaStock = await test.db
      .select({ stocknum: vehicles.stocknum, price: vehicles.price, sold: vehicles.sold })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, alpha.siteId)))
      .orderBy(asc(vehicles.stocknum));
    expect(alphaStock).toEqual([
      { stocknum: 'T100', price: 1000, sold: true },
      { stocknum: 'T300', price: 55990, sold: false },
    ]);
  });
});
