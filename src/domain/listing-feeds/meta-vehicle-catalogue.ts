import { escapeXml } from '@/domain/format/xml';
import { feedTitle, type FeedCar, type FeedDealer, type MissingField } from './feed-car';

/**
 * Meta's automotive catalogue (Automotive Inventory Ads: developers.facebook.com/docs/marketing-api/auto-ads),
 * as XML: a `listing` per car. Meta's vehicles are cars and light trucks; motorcycles and caravans stay out.
 */

const BODY_STYLES: Readonly<Record<string, string>> = {
  suv: 'SUV',
  '4x4': 'SUV',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  sedan: 'SEDAN',
  ute: 'TRUCK',
  cabChassis: 'TRUCK',
  lightTruck: 'TRUCK',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
  van: 'VAN',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  peopleMover: 'MINIVAN',
};
const TRANSMISSIONS: Readonly<Record<string, string>> = { Automatic: 'AUTOMATIC', Manual: 'MANUAL' };
const FUELS: Readonly<Record<string, string>> = {
  Petrol: 'GASOLINE',
  Diesel: 'DIESEL',
  Electric: 'ELECTRIC',
  Hybrid: 'HYBRID',
  'Plug-in Hybrid': 'PLUGIN_HYBRID',
};
const DRIVES: Readonly<Record<string, string>> = { FWD: 'FWD', RWD: 'RWD', AWD: 'AWD', '4X4': '4X4' };

/** Meta's state_of_vehicle: NEW, USED or CPO (certified pre-owned); a demonstrator is used. */
function stateOf(car: FeedCar): string {
  if (car.carType === 'new') return 'NEW';
  return car.certified ? 'CPO' : 'USED';
}

/** The dealer's own words, else a plain sentence of facts (Meta requires a description). */
function descriptionOf(car: FeedCar): string {
  const own = car.description?.trim();
  if (own) return own.slice(0, 5_000);
  const kind = car.carType === 'new' ? 'New' : car.carType === 'demo' ? 'Demo' : 'Used';
  return `${kind} ${feedTitle(car)}, ${car.km.toLocaleString('en-AU')} km, at ${car.yard.name}.`;
}

export type MetaListing = {
  vehicle_id: string;
  title: string;
  description: string;
  url: string;
  make: string;
  model: string;
  year: string;
  trim: string;
  vin: string;
  body_style: string;
  exterior_color: string;
  state_of_vehicle: string;
  price: string;
  mileage: { value: string; unit: 'KM' };
  images: string[];
  address: { addr1: string; city: string; region: string; postal_code: string; country: string };
  latitude: string;
  longitude: string;
  transmission: string;
  fuel_type: string;
  drivetrain: string;
  availability: 'AVAILABLE';
  dealer_name: string;
};

export function metaListing(car: FeedCar, dealer: FeedDealer): MetaListing {
  return {
    vehicle_id: car.stocknum,
    title: feedTitle(car),
    description: descriptionOf(car),
    url: car.link,
    make: car.make,
    model: car.model,
    year: String(car.year),
    trim: [car.badge, car.series].filter(Boolean).join(' '),
    vin: car.vin,
    body_style: (car.body && BODY_STYLES[car.body]) || 'OTHER',
    exterior_color: car.colour ?? '',
    state_of_vehicle: stateOf(car),
    price: car.price > 0 ? `${car.price} AUD` : '',
    mileage: { value: String(car.km), unit: 'KM' },
    images: car.images.slice(0, 20),
    address: {
      addr1: car.yard.street ?? '',
      city: car.yard.city ?? '',
      region: car.yard.state ?? '',
      postal_code: car.yard.postcode ?? '',
      country: dealer.country,
    },
    latitude: car.yard.lat === null ? '' : String(car.yard.lat),
    longitude: car.yard.long === null ? '' : String(car.yard.long),
    transmission: (car.transmission && TRANSMISSIONS[car.transmission]) || '',
    fuel_type: (car.fuel && FUELS[car.fuel]) || '',
    drivetrain: (car.drive && DRIVES[car.drive]) || '',
    availability: 'AVAILABLE',
    dealer_name: dealer.name,
  };
}

/** Meta's required fields a listing lacks, for the test and the report of cars left out. */
export function metaMissing(listing: MetaListing): MissingField[] {
  const values: Record<string, string> = {
    vehicle_id: listing.vehicle_id,
    title: listing.title,
    description: listing.description,
    url: listing.url,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    vin: listing.vin,
    body_style: listing.body_style,
    exterior_color: listing.exterior_color,
    state_of_vehicle: listing.state_of_vehicle,
    price: listing.price,
    'mileage.value': listing.mileage.value,
    'image[0].url': listing.images[0] ?? '',
    'address.addr1': listing.address.addr1,
    'address.city': listing.address.city,
    'address.region': listing.address.region,
    'address.country': listing.address.country,
  };
  return Object.entries(values)
    .filter(([, value]) => value.trim() === '')
    .map(([field]) => ({ stocknum: listing.vehicle_id, field }));
}

/** XML 1.0 has no place for control characters (a pasted comment may hold them). */
const text = (value: string) =>
  escapeXml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
const element = (name: string, value: string) => (value === '' ? '' : `<${name}>${text(value)}</${name}>`);

function listingXml(listing: MetaListing): string {
  const { address, mileage, images, ...fields } = listing;
  const simple = Object.entries(fields).map(([name, value]) => element(name, value));
  const components = Object.entries(address)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `<component name="${name}">${text(value)}</component>`);
  return [
    '<listing>',
    ...simple.filter(Boolean),
    `<mileage><value>${text(mileage.value)}</value><unit>${mileage.unit}</unit></mileage>`,
    ...images.map(
      (url, index) => `<image><url>${text(url)}</url><tag>${index === 0 ? 'Main' : 'Gallery'}</tag></image>`,
    ),
    `<address format="simple">${components.join('')}</address>`,
    '</listing>',
  ].join('\n');
}

/** The feed file: a listing for each car or light truck with every required field; the rest are left out. */
export function metaVehicleCatalogueXml(cars: readonly FeedCar[], dealer: FeedDealer) {
  const listings = cars
    .filter((car) => car.itemType === 'car' || car.itemType === 'truck')
    .map((car) => metaListing(car, dealer));
  const kept = listings.filter((listing) => metaMissing(listing).length === 0);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<listings>',
    `<title>${text(dealer.name)} vehicles</title>`,
    ...kept.map(listingXml),
    '</listings>',
    '',
  ].join('\n');
  return { body, listed: kept.length, leftOut: listings.flatMap(metaMissing) };
}
