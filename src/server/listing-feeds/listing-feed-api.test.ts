import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { createYardSite } from '@/server/db/testing/yard-site';
import { manufacturers, siteDomains, vehicleImages, vehicles } from '@/server/db/schema';
import { importFeed } from '@/server/stock-import/import-feed';
import { listingFeedAddresses } from './feed-addresses';
import { listingFeedToken } from './feed-token';
import { listingFeedResponse } from './listing-feed-api';

const test = databaseForThisFile();
const ORIGIN = 'https://alpha.example';
const HEADER = 'Stock No,VIN,Make,Model,Badge,Year,Price,Odometer,Colour,Status';

beforeAll(async () => {
  await test.db.insert(manufacturers).values({ name: 'Toyota', slug: 'toyota' });
});

const newSite = async (slug: string) => {
  const { id, name } = await createYardSite(test.db, slug, {
    street: '1 Main St',
    city: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
  });
  return { id, name };
};

const importCsv = (siteId: number, ...lines: string[]) =>
  importFeed(test.db, siteId, {
    format: 'csv',
    input: [[HEADER, ...lines].join('\n')],
    full: true,
    now: new Date(),
  });

async function googleRows(site: { id: number; name: string }) {
  const token = await listingFeedToken(test.db, site.id);
  const feed = await listingFeedResponse(test.db, site, ORIGIN, token, 'google-vehicle-listings.csv');
  if (feed.status !== 200) throw new Error('no feed');
  return parse(feed.body, { columns: true }) as Record<string, string>[];
}

describe('listing feeds out (issue 18)', () => {
  it('gives the dealer the addresses on the site URL, else its primary domain, else its platform address', async () => {
    const site = await newSite('feeds-where');
    const token = await listingFeedToken(test.db, site.id);
    const files = (origin: string) => [
      `${origin}/feeds/${token}/google-vehicle-listings.csv`,
      `${origin}/feeds/${token}/meta-vehicles.xml`,
    ];
    const where = { id: site.id, slug: 'feeds-where', siteUrl: null };
    expect(await listingFeedAddresses(test.db, where, 'localhost', 3000)).toEqual(
      files('http://feeds-where.localhost:3000'),
    );
    expect(await listingFeedAddresses(test.db, where, 'forecourt.au', 443)).toEqual(
      files('https://feeds-where.forecourt.au'),
    );
    await test.db.insert(siteDomains).values([
      { siteId: site.id, host: 'old.example.com.au', isPrimary: false },
      { siteId: site.id, host: 'www.wheremotors.com.au', isPrimary: true },
    ]);
    expect(await listingFeedAddresses(test.db, where, 'localhost', 3000)).toEqual(
      files('https://www.wheremotors.com.au'),
    );
    const withUrl = { ...where, siteUrl: 'https://wheremotors.com.au/home' };
    expect(await listingFeedAddresses(test.db, withUrl, 'localhost', 3000)).toEqual(
      files('https://wheremotors.com.au'),
    );
  });

  it('answers only at the site’s own token, and only for the two feed files', async () => {
    const alpha = await newSite('feeds-alpha');
    const bravo = await newSite('feeds-bravo');
    const alphaToken = await listingFeedToken(test.db, alpha.id);
    expect(alphaToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await listingFeedToken(test.db, alpha.id)).toBe(alphaToken);
    expect(await listingFeedToken(test.db, bravo.id)).not.toBe(alphaToken);

    const at = (site: typeof alpha, token: string, file: string) =>
      listingFeedResponse(test.db, site, ORIGIN, token, file).then((answer) => answer.status);
    expect(await at(alpha, alphaToken, 'google-vehicle-listings.csv')).toBe(200);
    expect(await at(alpha, alphaToken, 'meta-vehicles.xml')).toBe(200);
    expect(await at(bravo, alphaToken, 'google-vehicle-listings.csv')).toBe(404);
    expect(await at(alpha, alphaToken.slice(0, -1) + 'x', 'meta-vehicles.xml')).toBe(404);
    expect(await at(alpha, alphaToken, 'toString')).toBe(404);
  });

  it('lists the site’s cars in stock with absolute links and photos, and is built again after a stock change', async () => {
    const alpha = await newSite('feeds-stock');
    const bravo = await newSite('feeds-other');
    await importCsv(bravo.id, 'B1,JTMRWRFV10D123457,Toyota,Corolla,Ascent,2021,21990,30000,Red,In Stock');
    await importCsv(
      alpha.id,
      'A1,JTMRWRFV10D123456,Toyota,RAV4,GX,2022,38990,45000,White,In Stock',
      'A2,JTMRWRFV10D123458,Toyota,HiLux,SR5,2023,55990,100,Black,Sold',
    );
    const [a1] = await test.db.select().from(vehicles).where(eqStock(alpha.id, 'A1'));
    await test.db.insert(vehicleImages).values({
      siteId: alpha.id,
      vehicleId: a1!.id,
      position: 0,
      url: '/stock-photos/0123456789abcdef01234567-l.jpg',
      thumbUrl: '/stock-photos/0123456789abcdef01234567-t.jpg',
    });

    const first = await googleRows(alpha);
    expect(first.map((row) => [row.id, row.price, row.link, row.image_link, row.dealership_address])).toEqual(
      [
        [
          'A1',
          '38990.00 AUD',
          `${ORIGIN}/cars/${a1!.slug}`,
          `${ORIGIN}/stock-photos/0123456789abcdef01234567-l.jpg`,
          '1 Main St, Brisbane QLD 4000, AU',
        ],
      ],
    );

    await importCsv(alpha.id, 'A1,JTMRWRFV10D123456,Toyota,RAV4,GX,2022,36990,45000,White,In Stock');
    expect((await googleRows(alpha)).map((row) => row.price)).toEqual(['36990.00 AUD']);
  });
});

const eqStock = (siteId: number, stocknum: string) =>
  and(eq(vehicles.siteId, siteId), eq(vehicles.stocknum, stocknum));
