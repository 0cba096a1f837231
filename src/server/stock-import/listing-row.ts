import 'server-only';
import { createHash } from 'node:crypto';
import type { ImportField } from '@/domain/stock-import/columns';
import {
  bodyCodeOf,
  driveCodeOf,
  fuelCodeOf,
  itemTypeOf,
  transmissionCodeOf,
} from '@/domain/stock-import/listing-codes';
import type { ImportedVehicle } from '@/domain/stock-import/vehicle-fields';
import type { vehicles } from '@/server/db/schema';
import { slugify } from '@/server/db/seed/ids';

type VehicleInsert = typeof vehicles.$inferInsert;
export type Yard = { id: number; dealershipId: number };

/** The columns an imported row writes; `slug`, `siteId` and `soldAt` are added by the import. */
export type ListingColumns = Omit<
  VehicleInsert,
  'siteId' | 'slug' | 'soldAt' | 'id' | 'createdAt' | 'updatedAt'
>;

/** An imported vehicle as the vehicles table stores it, at its yard. */
export function listingColumns(vehicle: ImportedVehicle, yard: Yard): ListingColumns {
  const simpleBody = bodyCodeOf(vehicle.body);
  return {
    dealershipId: yard.dealershipId,
    locationId: yard.id,
    stocknum: vehicle.stocknum,
    vin: vehicle.vin,
    regplate: vehicle.regplate,
    name: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' '),
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    series: vehicle.series,
    colour: vehicle.colour,
    price: vehicle.price,
    priceType: vehicle.priceType,
    status: vehicle.status,
    sold: vehicle.status === 'sold',
    carType: vehicle.carType,
    itemType: itemTypeOf(simpleBody),
    km: vehicle.km,
    simpleBody,
    bodyconfiguration: vehicle.body,
    simpleTransmission: transmissionCodeOf(vehicle.transmission),
    transmission: vehicle.transmission,
    simpleFuel: fuelCodeOf(vehicle.fuel),
    fuel: vehicle.fuel,
    simpleDrive: driveCodeOf(vehicle.drive),
    drive: vehicle.drive,
    seats: vehicle.seats,
    engineSize: vehicle.engine?.cc ?? null,
    engineSizeLitres: vehicle.engine?.litres ?? null,
    dealercomments: vehicle.comments,
    features: vehicle.features,
  };
}

/**
 * The columns each feed field writes. A field the feed has no column for leaves its columns as they are on an
 * update (a feed without comments does not wipe the dealer's comments); a blank cell in a column it has clears them.
 */
export const COLUMNS_OF_FIELD: Readonly<Record<ImportField, readonly (keyof ListingColumns)[]>> = {
  stocknum: ['stocknum'],
  vin: ['vin'],
  regplate: ['regplate'],
  make: ['make', 'name'],
  model: ['model', 'name'],
  badge: ['badge', 'name'],
  series: ['series'],
  year: ['year', 'name'],
  price: ['price'],
  priceType: ['priceType'],
  km: ['km'],
  body: ['simpleBody', 'bodyconfiguration', 'itemType'],
  transmission: ['transmission', 'simpleTransmission'],
  fuel: ['fuel', 'simpleFuel'],
  drive: ['drive', 'simpleDrive'],
  colour: ['colour'],
  seats: ['seats'],
  engine: ['engineSize', 'engineSizeLitres'],
  location: ['locationId', 'dealershipId'],
  status: ['status', 'sold'],
  carType: ['carType'],
  comments: ['dealercomments'],
  features: ['features'],
  photos: [],
};

/**
 * The columns a feed with these fields keeps up to date, without repeats. The status always: a row in a feed is
 * a car for sale unless its status says otherwise, so a car sold off by an earlier full feed comes back.
 */
export function columnsWritten(fields: Iterable<ImportField>): (keyof ListingColumns)[] {
  return [...new Set([...fields, 'status' as const].flatMap((field) => COLUMNS_OF_FIELD[field]))];
}

const SLUG_SUFFIX_LENGTH = 6;

/**
 * A new listing's slug, as the seed's read: '2021-toyota-hilux-sr5-k3x9q1'. The suffix comes from the site and
 * stock number, so a car imported again after being removed gets its old address back; `taken` holds the site's
 * slugs, and a clash (rare) hashes again.
 */
export function listingSlug(siteId: number, vehicle: ImportedVehicle, taken: ReadonlySet<string>): string {
  const words = slugify([vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' '));
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHash('sha256').update(`${siteId}:${vehicle.stocknum}:${attempt}`).digest();
    const suffix = (digest.readUInt32BE(0) * 256 + digest[4]!).toString(36).slice(-SLUG_SUFFIX_LENGTH);
    const slug = `${words}-${suffix.padStart(SLUG_SUFFIX_LENGTH, '0')}`;
    if (!taken.has(slug)) return slug;
  }
}
