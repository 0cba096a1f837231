import { formatKm } from '@/domain/format/number';
import { vehicleKindProfile, type KeyFactKey, type VehicleKind } from '@/domain/stock/vehicle-kind';
import { bodyTypeLabel } from '../body-types';
import {
  formatAncapRating,
  formatBuildDate,
  formatComplianceDate,
  formatEngine,
  formatFuelConsumption,
  formatGearbox,
  formatMetres,
  formatRegoExpiry,
  formatWithUnit,
  millimetresToMetres,
  parseSpecDate,
} from './format';
import type { SpecGroup, SpecRow, SpecsCar } from './types';

type Value = string | number | null | undefined;

/** The rows whose value is known, in the given order (D-36: a row with no value is omitted). */
function keep(entries: ReadonlyArray<readonly [string, Value]>): SpecRow[] {
  return entries.flatMap(([label, value]) => {
    const text = typeof value === 'number' ? String(value) : value?.trim();
    return text ? [{ label, value: text }] : [];
  });
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const unit = (value: number | null | undefined, suffix: string) =>
  value === null || value === undefined ? null : formatWithUnit(value, suffix);
const positive = (value: number | null | undefined) => (value && value > 0 ? value : null);

/** 'Compliance date' for a month and year, 'Compliance year' when only the year is known (D-31, D-32). */
function dateRow(name: 'Compliance' | 'Build', value: string | null): readonly [string, Value] {
  const date = parseSpecDate(value);
  const formatted = name === 'Compliance' ? formatComplianceDate(value) : formatBuildDate(value);
  return [`${name} ${date?.month === null ? 'year' : 'date'}`, formatted];
}

function engine(car: SpecsCar): string | null {
  const litres = positive(car.engineSizeLitres ?? car.variant?.enginesizeLitres);
  return litres ? formatEngine(litres, positive(car.variant?.cylinders)) : null;
}

const exteriorColour = (car: SpecsCar) => text(car.colour);
const fuelType = (car: SpecsCar) => text(car.fuel) ?? text(car.simpleFuel);
const transmission = (car: SpecsCar) => text(car.transmission) ?? text(car.simpleTransmission);
function bodyType(car: SpecsCar): string | null {
  const body = text(car.simpleBody);
  return body ? bodyTypeLabel(body) : null;
}
const driveType = (car: SpecsCar) => text(car.drive) ?? text(car.simpleDrive);
const kilometres = (car: SpecsCar) => (car.km === null ? null : formatKm(car.km));

/** D-31: the Featured list, in the spec's order. */
export function featuredRows(car: SpecsCar): SpecRow[] {
  return keep([
    ['Kilometres', kilometres(car)],
    dateRow('Compliance', car.complianceDate),
    dateRow('Build', car.buildDate),
    ['Engine', engine(car)],
    ['Fuel Type', fuelType(car)],
    ['Transmission', transmission(car)],
    ['Induction', car.variant?.induction],
    ['Seats', positive(car.seats)],
    ['Registration', car.regplate],
    ['Rego Expiry', formatRegoExpiry(car.regoExpiry)],
    ['Stock no', car.stocknum],
    ['VIN', car.vin],
    ['Exterior Colour', exteriorColour(car)],
  ]);
}

/** D-33: the Specifications list; units sit with the values ('7.9 L/100km', '4,785 mm'). */
export function specificationRows(car: SpecsCar): SpecRow[] {
  const v = car.variant;
  return keep([
    ['Engine power', unit(positive(v?.enginePowerKw), 'kW')],
    [
      'Fuel consumption',
      v?.fuelconsumptioncombined ? formatFuelConsumption(v.fuelconsumptioncombined) : null,
    ],
    ['Fuel tank capacity', unit(positive(v?.fuelcapacity), 'L')],
    ['Weight', unit(positive(v?.grossvehiclemass), 'kg')],
    ['Length', unit(positive(v?.vehiclelength), 'mm')],
    ['Height', unit(positive(v?.vehicleheight), 'mm')],
    ['Width', unit(positive(v?.vehiclewidth), 'mm')],
    ['Towing Capacity', unit(positive(v?.towingcapacitybraked), 'kg')],
  ]);
}

function ancap(stars: number | null | undefined): string | null {
  const rating = positive(stars);
  return rating ? formatAncapRating(rating) : null;
}

/** D-34: the Summary list (the spec spells 'Exterior color' here). */
export function summaryRows(car: SpecsCar): SpecRow[] {
  const v = car.variant;
  return keep([
    ['Body type', bodyType(car)],
    ['Body configuration', text(v?.bodyconfiguration) ?? text(car.bodyconfiguration)],
    ['Drive type', driveType(car)],
    ['Exterior color', exteriorColour(car)],
    ['Torque', unit(positive(v?.torque), 'Nm')],
    ['Cylinders', positive(v?.cylinders)],
    ['Gearbox', formatGearbox(positive(car.gearnum), text(v?.geartype)) ?? transmission(car)],
    ['ANCAP safety rating', ancap(v?.ancaprating)],
    ['Engine Size', unit(positive(v?.enginesize ?? car.engineSize), 'cc')],
    ['Engine Variant', v?.engineVariant],
  ]);
}

function metres(mm: number | null): string | null {
  const value = positive(mm);
  return value ? formatMetres(millimetresToMetres(value)) : null;
}

/** D-37: caravan specifications; stored millimetres shown in metres to 2 decimals, masses in kg. */
export function caravanRows(car: SpecsCar): SpecRow[] {
  return keep([
    ['Body Width', metres(car.bodyWidth)],
    ['Body Length', metres(car.bodyLength)],
    ['Tare Weight', tare(car)],
    ['Axle Type', car.axleType],
    ['Sleeps', positive(car.sleeps)],
    ['Aggregate Trailer Mass', atm(car)],
  ]);
}

const tare = (car: SpecsCar) => unit(positive(car.tareWeight), 'kg');
const atm = (car: SpecsCar) => unit(positive(car.aggregateTrailerMass), 'kg');

/** A towed caravan's stored '0 km' says nothing (decision 057): its kilometres are left out everywhere. */
function withKindOdometer(car: SpecsCar, kind: VehicleKind): SpecsCar {
  return vehicleKindProfile(kind).hasOdometer ? car : { ...car, km: null };
}

/**
 * D-31..D-37 `specRows(car, kind)`: the All Specifications lists in order (Featured, the caravan list,
 * Specifications, Summary), each without its empty rows; a list with no rows at all is left out. For caravans
 * and campers the caravan list (length, tare, ATM, sleeps) leads, seen before 'Show All' (decision 057).
 */
export function specRows(car: SpecsCar, kind: VehicleKind = 'car'): SpecGroup[] {
  const shown = withKindOdometer(car, kind);
  const featured: SpecGroup = { key: 'featured', title: 'Featured', rows: featuredRows(shown) };
  const caravan: SpecGroup = { key: 'caravan', title: 'Caravan Specifications', rows: caravanRows(shown) };
  const groups: SpecGroup[] = [
    ...(vehicleKindProfile(kind).leadsWithLivingSpecs ? [caravan, featured] : [featured, caravan]),
    { key: 'specifications', title: 'Specifications', rows: specificationRows(shown) },
    { key: 'summary', title: 'Summary', rows: summaryRows(shown) },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

/**
 * D-28 `keyInformationRows(car, kind)`: the headline facts above the full lists, worded as those lists word
 * them. The spec names no list for this grid; the proposal is the facts a buyer scans first, so the first four
 * (shown before 'Show More') are Kilometres, Transmission, Fuel Type and Body type; for a caravan or camper
 * its length, sleeping places and masses come first (decision 057).
 */
export function keyInformationRows(car: SpecsCar, kind: VehicleKind = 'car'): SpecRow[] {
  const shown = withKindOdometer(car, kind);
  if (vehicleKindProfile(kind).leadsWithLivingSpecs) {
    return keep([
      ['Kilometres', kilometres(shown)],
      ['Body Length', metres(shown.bodyLength)],
      ['Sleeps', positive(shown.sleeps)],
      ['Aggregate Trailer Mass', atm(shown)],
      ['Tare Weight', tare(shown)],
      ['Body type', bodyType(shown)],
      ['Axle Type', shown.axleType],
      ['Transmission', transmission(shown)],
      ['Fuel Type', fuelType(shown)],
      ['Exterior Colour', exteriorColour(shown)],
    ]);
  }
  return keep([
    ['Kilometres', kilometres(shown)],
    ['Transmission', transmission(shown)],
    ['Fuel Type', fuelType(shown)],
    ['Body type', bodyType(shown)],
    ['Drive type', driveType(shown)],
    ['Engine', engine(shown)],
    ['Seats', positive(shown.seats)],
    ['Exterior Colour', exteriorColour(shown)],
  ]);
}

function engineFact(car: SpecsCar): string | null {
  return engine(car) ?? unit(positive(car.engineSize ?? car.variant?.enginesize), 'cc');
}

const KEY_FACTS: Record<KeyFactKey, (car: SpecsCar, year: number) => readonly [string, Value]> = {
  km: (car) => ['Kilometres', kilometres(car)],
  year: (_, year) => ['Year', year > 0 ? year : null],
  transmission: (car) => ['Transmission', transmission(car)],
  fuel: (car) => ['Fuel', fuelType(car)],
  body: (car) => ['Body', bodyType(car)],
  engine: (car) => ['Engine', engineFact(car)],
  length: (car) => ['Length', metres(car.bodyLength)],
  sleeps: (car) => ['Sleeps', positive(car.sleeps)],
  atm: (car) => ['ATM', atm(car)],
  tare: (car) => ['Tare', tare(car)],
};

/**
 * The key facts beside the price on the vehicle page (decision 057), by the car's kind: kilometres, year,
 * transmission, fuel and body for a car; length, sleeping places and masses for a caravan. Unknown ones are
 * left out.
 */
export function keyFactRows(car: SpecsCar, year: number, kind: VehicleKind): SpecRow[] {
  const shown = withKindOdometer(car, kind);
  return keep(vehicleKindProfile(kind).keyFacts.map((key) => KEY_FACTS[key](shown, year)));
}
