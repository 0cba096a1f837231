import { carTitle } from '@/domain/format/car-title';
/**
 * Decision 060: a car as the ad platforms' vehicle feeds describe it (Google vehicle listings, Meta's
 * automotive catalogue). Links and images are absolute: the platforms fetch them from their own servers.
 */
export type FeedYard = {
  /** The store code: the yard's slug, unique within the site and stable. */
  code: string;
  name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  lat: number | null;
  long: number | null;
};

export type FeedCar = {
  stocknum: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  price: number;
  km: number;
  carType: string;
  certified: boolean;
  colour: string | null;
  /** The search codes (simple_*): 'suv', 'Automatic', 'Diesel', 'AWD'. */
  body: string | null;
  transmission: string | null;
  fuel: string | null;
  drive: string | null;
  itemType: string;
  description: string | null;
  link: string;
  images: string[];
  yard: FeedYard;
};

/** The dealership a feed speaks for: the site's name, and the country of every address. */
export type FeedDealer = { name: string; country: 'AU' };

/** '2022 Toyota RAV4 GX': the title both platforms show. */
export const feedTitle = (car: FeedCar) => carTitle(car);

/** '12 Main St, Springwood QLD 4127, AU', as Google's dealership_address asks. */
export function oneLineAddress(yard: FeedYard, country: string): string {
  const place = [yard.city, yard.state, yard.postcode].filter(Boolean).join(' ');
  return [yard.street, place, country].filter(Boolean).join(', ');
}

/** A feed field that must have a value, with the car's stock number for the report of cars left out. */
export type MissingField = { stocknum: string; field: string };
