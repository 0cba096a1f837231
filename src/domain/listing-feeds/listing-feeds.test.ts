import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { FeedCar } from './feed-car';
import { GOOGLE_COLUMNS, GOOGLE_REQUIRED, googleVehicleListingsCsv } from './google-vehicle-listings';
import { metaVehicleCatalogueXml } from './meta-vehicle-catalogue';

const yard = {
  code: 'springwood',
  name: 'Summit Springwood',
  street: '12 Main St',
  city: 'Springwood',
  state: 'QLD',
  postcode: '4127',
  lat: -27.61,
  long: 153.13,
};

const car = (overrides: Partial<FeedCar> = {}): FeedCar => ({
  stocknum: 'T100',
  vin: 'JTMRWRFV10D123456',
  year: 2022,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  series: 'MXAA52R',
  price: 38990,
  km: 45000,
  carType: 'used',
  certified: false,
  colour: 'Glacier White',
  body: 'suv',
  transmission: 'Automatic',
  fuel: 'Hybrid',
  drive: 'AWD',
  itemType: 'car',
  description: 'One owner & full history, <serviced>.',
  link: 'https://summit.example/cars/2022-toyota-rav4-gx-k3x9q1',
  images: Array.from({ length: 13 }, (_, index) => `https://summit.example/stock-photos/${index}-l.jpg`),
  yard,
  ...overrides,
});
const dealer = { name: 'Summit Motor Group', country: 'AU' as const };

const stock = [
  car(),
  car({ stocknum: 'N200', carType: 'new', km: 12, badge: null, series: null, description: null }),
  car({ stocknum: 'C300', certified: true, colour: null }),
  car({ stocknum: 'V400', itemType: 'caravan', body: 'hardtop' }),
  car({ stocknum: 'M500', itemType: 'motorcycle', body: 'motorcycle' }),
  car({ stocknum: 'P600', price: 0 }),
  car({ stocknum: 'I700', images: [] }),
];

describe('the Google vehicle listings feed (issue 18)', () => {
  const feed = googleVehicleListingsCsv(stock, dealer);
  const rows = parse(feed.body, { columns: true }) as Record<string, string>[];

  it('lists passenger vehicles with every required attribute, in Google’s column names', () => {
    expect(Object.keys(rows[0]!)).toEqual([...GOOGLE_COLUMNS]);
    for (const row of rows) for (const field of GOOGLE_REQUIRED) expect(row[field], field).not.toBe('');
    expect(rows.map((row) => row.id)).toEqual(['T100', 'N200', 'C300', 'I700']);
    expect(rows[0]).toEqual({
      vin: 'JTMRWRFV10D123456',
      id: 'T100',
      store_code: 'springwood',
      dealership_name: 'Summit Motor Group',
      dealership_address: '12 Main St, Springwood QLD 4127, AU',
      price: '38990.00 AUD',
      condition: 'used',
      certified_pre_owned: 'no',
      make: 'Toyota',
      model: 'RAV4',
      trim: 'GX MXAA52R',
      year: '2022',
      mileage: '45000 km',
      exterior_color: 'Glacier White',
      body_style: 'suv',
      engine: 'Hybrid',
      link: 'https://summit.example/cars/2022-toyota-rav4-gx-k3x9q1',
      image_link: 'https://summit.example/stock-photos/0-l.jpg',
      additional_image_link: Array.from(
        { length: 10 },
        (_, i) => `https://summit.example/stock-photos/${i + 1}-l.jpg`,
      ).join(','),
    });
    expect([rows[1]!.condition, rows[1]!.trim, rows[2]!.certified_pre_owned]).toEqual(['new', '', 'yes']);
  });

  it('leaves out a car without a price and says which attribute it lacked', () => {
    expect(feed.listed).toBe(4);
    expect(feed.leftOut).toEqual([{ stocknum: 'P600', field: 'price' }]);
  });

  it('defuses a stock feed’s formula and keeps its line break inside the cell (issue 38, finding 2)', () => {
    const hostile = car({ stocknum: '@X1', make: '=HYPERLINK("https://evil.example")', colour: 'Red\n+1' });
    const body = googleVehicleListingsCsv([hostile], dealer).body;
    const lines = parse(body, { record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
    expect(lines).toHaveLength(2);
    const [row] = parse(body, { columns: true }) as Record<string, string>[];
    expect([row!.id, row!.make, row!.exterior_color]).toEqual([
      "'@X1",
      `'=HYPERLINK("https://evil.example")`,
      'Red\n+1',
    ]);
  });
});

describe('the Meta automotive catalogue feed (issue 18)', () => {
  const feed = metaVehicleCatalogueXml(stock, dealer);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['listing', 'image', 'component'].includes(name),
  }).parse(feed.body);
  const listings = parsed.listings.listing as Record<string, unknown>[];

  it('is well-formed XML with a listing per car carrying every required field', () => {
    expect(XMLValidator.validate(feed.body)).toBe(true);
    expect(listings.map((listing) => listing.vehicle_id)).toEqual(['T100', 'N200']);
    expect(listings[0]).toEqual({
      vehicle_id: 'T100',
      title: '2022 Toyota RAV4 GX',
      description: 'One owner & full history, <serviced>.',
      url: 'https://summit.example/cars/2022-toyota-rav4-gx-k3x9q1',
      make: 'Toyota',
      model: 'RAV4',
      year: 2022,
      trim: 'GX MXAA52R',
      vin: 'JTMRWRFV10D123456',
      body_style: 'SUV',
      exterior_color: 'Glacier White',
      state_of_vehicle: 'USED',
      price: '38990 AUD',
      latitude: -27.61,
      longitude: 153.13,
      transmission: 'AUTOMATIC',
      fuel_type: 'HYBRID',
      drivetrain: 'AWD',
      availability: 'AVAILABLE',
      dealer_name: 'Summit Motor Group',
      mileage: { value: 45000, unit: 'KM' },
      image: Array.from({ length: 13 }, (_, index) => ({
        url: `https://summit.example/stock-photos/${index}-l.jpg`,
        tag: index === 0 ? 'Main' : 'Gallery',
      })),
      address: {
        '@_format': 'simple',
        component: [
          { '#text': '12 Main St', '@_name': 'addr1' },
          { '#text': 'Springwood', '@_name': 'city' },
          { '#text': 'QLD', '@_name': 'region' },
          { '#text': 4127, '@_name': 'postal_code' },
          { '#text': 'AU', '@_name': 'country' },
        ],
      },
    });
    expect([listings[1]!.state_of_vehicle, listings[1]!.description]).toEqual([
      'NEW',
      'New 2022 Toyota RAV4, 12 km, at Summit Springwood.',
    ]);
  });

  it('leaves out caravans and motorcycles, and cars missing a required field, naming the field', () => {
    expect(feed.listed).toBe(2);
    expect(feed.leftOut).toEqual([
      { stocknum: 'C300', field: 'exterior_color' },
      { stocknum: 'P600', field: 'price' },
      { stocknum: 'I700', field: 'image[0].url' },
    ]);
  });

  it('drops control characters XML cannot hold', () => {
    const body = metaVehicleCatalogueXml([car({ description: 'Bell\u0007 and tab\tkept' })], dealer).body;
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body).toContain('<description>Bell and tab\tkept</description>');
  });
});
