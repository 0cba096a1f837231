import { spreadsheetCsv } from '@/domain/format/spreadsheet-csv';
import { oneLineAddress, type FeedCar, type FeedDealer, type MissingField } from './feed-car';

/**
 * Google vehicle listings (developers.google.com/vehicle-listings/reference/feed-specification), as CSV. Google
 * takes non-commercial passenger vehicles only (cars and utes), so motorcycles, trucks and caravans stay out.
 */
export const GOOGLE_COLUMNS = [
  'vin',
  'id',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'certified_pre_owned',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'exterior_color',
  'body_style',
  'engine',
  'link',
  'image_link',
  'additional_image_link',
] as const;
export type GoogleRow = Record<(typeof GOOGLE_COLUMNS)[number], string>;

/** The attributes the specification marks required; mileage is required for used vehicles. */
export const GOOGLE_REQUIRED: readonly (keyof GoogleRow)[] = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
];

/** Google's condition: new, or used (a demonstrator has been registered and driven: used). */
const condition = (carType: string) => (carType === 'new' ? 'new' : 'used');

export function googleRow(car: FeedCar, dealer: FeedDealer): GoogleRow {
  return {
    vin: car.vin,
    id: car.stocknum,
    store_code: car.yard.code,
    dealership_name: dealer.name,
    dealership_address: oneLineAddress(car.yard, dealer.country),
    price: car.price > 0 ? `${car.price.toFixed(2)} AUD` : '',
    condition: condition(car.carType),
    certified_pre_owned: car.certified ? 'yes' : 'no',
    make: car.make,
    model: car.model,
    trim: [car.badge, car.series].filter(Boolean).join(' '),
    year: String(car.year),
    mileage: `${car.km} km`,
    exterior_color: car.colour ?? '',
    body_style: car.body ?? '',
    engine: car.fuel ?? '',
    link: car.link,
    image_link: car.images[0] ?? '',
    additional_image_link: car.images.slice(1, 11).join(','),
  };
}

/** The required attributes a row lacks (mileage only for used vehicles), for the test and the report. */
export function googleMissing(row: GoogleRow, stocknum: string): MissingField[] {
  const required = row.condition === 'used' ? [...GOOGLE_REQUIRED, 'mileage' as const] : GOOGLE_REQUIRED;
  return required.filter((field) => row[field].trim() === '').map((field) => ({ stocknum, field }));
}

/** The feed file: a row for each passenger vehicle with every required attribute; the rest are left out. */
export function googleVehicleListingsCsv(cars: readonly FeedCar[], dealer: FeedDealer) {
  const rows = cars
    .filter((car) => car.itemType === 'car')
    .map((car) => ({ car, row: googleRow(car, dealer) }));
  const kept = rows.filter(({ car, row }) => googleMissing(row, car.stocknum).length === 0);
  const left = rows.flatMap(({ car, row }) => googleMissing(row, car.stocknum));
  // A dealer opens the feed in a spreadsheet too, and its text comes from a stock feed: defused like any export.
  const cells = kept.map(({ row }) => GOOGLE_COLUMNS.map((column) => row[column]));
  return {
    body: spreadsheetCsv([[...GOOGLE_COLUMNS], ...cells]),
    listed: kept.length,
    leftOut: left,
  };
}
