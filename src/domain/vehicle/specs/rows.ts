import { formatKm } from '@/domain/format/number';
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
    ['Tare Weight', unit(positive(car.tareWeight), 'kg')],
    ['Axle Type', car.axleType],
    ['Sleeps', positive(car.sleeps)],
    ['Aggregate Trailer Mass', unit(positive(car.aggregateTrailerMass), 'kg')],
  ]);
}

/**
 * D-31..D-37 `specRows(car)`: the All Specifications lists in order (Featured, the caravan list, Specifications,
 * Summary), each without its empty rows; a list with no rows at all is left out.
 */
export function specRows(car: SpecsCar): SpecGroup[] {
  const groups: SpecGroup[] = [
    { key: 'featured', title: 'Featured', rows: featuredRows(car) },
    { key: 'caravan', title: 'Caravan Specifications', rows: caravanRows(car) },
    { key: 'specifications', title: 'Specifications', rows: specificationRows(car) },
    { key: 'summary', title: 'Summary', rows: summaryRows(car) },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

/**
 * D-28 `keyInformationRows(car)`: the headline facts above the full lists, worded as those lists word them.
 * The spec names no list for this grid; the proposal is the facts a buyer scans first, so the first four
 * (shown before 'Show More') are Kilometres, Transmission, Fuel Type and Body type.
 */
export function keyInformationRows(car: SpecsCar): SpecRow[] {
  return keep([
    ['Kilometres', kilometres(car)],
    ['Transmission', transmission(car)],
    ['Fuel Type', fuelType(car)],
    ['Body type', bodyType(car)],
    ['Drive type', driveType(car)],
    ['Engine', engine(car)],
    ['Seats', positive(car.seats)],
    ['Exterior Colour', exteriorColour(car)],
  ]);
}
