import { formatKm, formatWholeNumber } from '@/domain/format/number';
import { formatAncapRating, formatEngine, formatFuelConsumption } from '@/domain/vehicle/specs/format';

/** Whether the car can still be bought; a sold or reserved car stays in the visitor's list, marked as such. */
export type CompareCarState = 'available' | 'reserved' | 'sold';

/** One car as the compare page sets it beside the others (I-15): its facts, each null when not known. */
export type CompareCar = {
  id: number;
  slug: string;
  title: string;
  /** The car's page; null once the site no longer lists it (sold past its retention). */
  href: string | null;
  imageUrl: string | null;
  state: CompareCarState;
  /** D-51 'Find Me Something Similar', for a car that can no longer be bought. */
  similarHref: string;
  /** The card's price text ('$30,000', 'Enquire for price') and its type ('Drive Away', 'Excl. Govt. Charges'). */
  priceText: string;
  priceType: string | null;
  /** The card's weekly finance line when the site shows one for the car ('$123/wk at 7.49% p.a.'). */
  financeLine: string | null;
  year: number;
  /** Null for a towed caravan, whose kilometres say nothing (decision 057). */
  km: number | null;
  body: string | null;
  engineLitres: number | null;
  cylinders: number | null;
  powerKw: number | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  seats: number | null;
  colour: string | null;
  /** Combined fuel consumption, L/100km. */
  economy: number | null;
  ancapRating: number | null;
  location: string;
  daysInStock: number;
};

export type CompareRow = {
  key: string;
  label: string;
  values: string[];
  /** More than one car, and not every value the same: the page highlights the row. */
  differs: boolean;
};

/** What an unknown value reads as in a row that some car does know. */
export const NOT_LISTED = 'Not listed';

type RowSpec = { key: string; label: string; value: (car: CompareCar) => string | null };

const days = (n: number) => (n === 1 ? '1 day' : `${formatWholeNumber(n)} days`);

function engine(car: CompareCar): string | null {
  const size = car.engineLitres === null ? null : formatEngine(car.engineLitres, car.cylinders);
  const power = car.powerKw === null ? null : `${formatWholeNumber(car.powerKw)} kW`;
  const parts = [size, power].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The rows in the order a buyer weighs them: money first, then the car, then where and how long. */
const ROWS: readonly RowSpec[] = [
  { key: 'price', label: 'Price', value: (car) => [car.priceText, car.priceType].filter(Boolean).join(' ') },
  { key: 'finance', label: 'Finance', value: (car) => car.financeLine },
  { key: 'year', label: 'Year', value: (car) => String(car.year) },
  { key: 'km', label: 'Kilometres', value: (car) => (car.km === null ? null : formatKm(car.km)) },
  { key: 'body', label: 'Body', value: (car) => car.body },
  { key: 'engine', label: 'Engine', value: engine },
  { key: 'fuel', label: 'Fuel', value: (car) => car.fuel },
  { key: 'transmission', label: 'Transmission', value: (car) => car.transmission },
  { key: 'drive', label: 'Drive', value: (car) => car.drive },
  { key: 'seats', label: 'Seats', value: (car) => (car.seats === null ? null : String(car.seats)) },
  { key: 'colour', label: 'Colour', value: (car) => car.colour },
  {
    key: 'economy',
    label: 'Fuel economy',
    value: (car) => (car.economy === null ? null : formatFuelConsumption(car.economy)),
  },
  {
    key: 'safety',
    label: 'ANCAP safety',
    value: (car) => (car.ancapRating === null ? null : formatAncapRating(car.ancapRating)),
  },
  { key: 'location', label: 'Location', value: (car) => car.location },
  { key: 'days', label: 'Days in stock', value: (car) => days(car.daysInStock) },
];

/**
 * The compare table (decision 049): one row per fact, one value per car in the given order. A fact no car
 * knows is left out ('safety where known'); one only some know reads 'Not listed' for the others. A row
 * differs when its values are not all the same.
 */
export function buildCompareRows(cars: readonly CompareCar[]): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const spec of ROWS) {
    const known = cars.map((car) => spec.value(car));
    if (known.every((value) => value === null || value === '')) continue;
    const values = known.map((value) => (value === null || value === '' ? NOT_LISTED : value));
    rows.push({
      key: spec.key,
      label: spec.label,
      values,
      differs: cars.length > 1 && new Set(values).size > 1,
    });
  }
  return rows;
}

/** Whole days between the car's listing and now (never negative: a clock skew is 0 days). */
export function daysInStock(listedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - listedAt.getTime()) / 86_400_000));
}
