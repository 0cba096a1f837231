import { describe, expect, it } from 'vitest';
import {
  caravanRows,
  featuredRows,
  keyInformationRows,
  specificationRows,
  specRows,
  summaryRows,
} from './rows';
import { BARE_CAR, CARAVAN, FULL_CAR, FULL_VARIANT } from './test-fixtures';

describe('featuredRows (D-31)', () => {
  it('lists every Featured row in the spec order with its value', () => {
    expect(featuredRows(FULL_CAR)).toEqual([
      { label: 'Kilometres', value: '45,210 km' },
      { label: 'Compliance date', value: '03/2021' },
      { label: 'Build date', value: '01/2021' },
      { label: 'Engine', value: '2.8L 4 cyl' },
      { label: 'Fuel Type', value: 'Diesel' },
      { label: 'Transmission', value: '6 Speed Automatic' },
      { label: 'Induction', value: 'Turbo Diesel' },
      { label: 'Seats', value: '5' },
      { label: 'Registration', value: '123ABC' },
      { label: 'Rego Expiry', value: '30 September 2026' },
      { label: 'Stock no', value: 'HS1042' },
      { label: 'VIN', value: 'MR0HA3CD100123456' },
      { label: 'Exterior Colour', value: 'Glacier White' },
    ]);
  });

  it('says year, not date, when only the year is known (D-32)', () => {
    const rows = featuredRows({ ...FULL_CAR, complianceDate: '2021', buildDate: '2020' });
    expect(rows.slice(1, 3)).toEqual([
      { label: 'Compliance year', value: '2021' },
      { label: 'Build year', value: '2020' },
    ]);
  });

  it('falls back to the simple fuel and transmission, and to the variant litres', () => {
    const rows = featuredRows({
      ...FULL_CAR,
      fuel: null,
      transmission: '  ',
      engineSizeLitres: null,
    });
    expect(rows.find((r) => r.label === 'Fuel Type')?.value).toBe('Diesel');
    expect(rows.find((r) => r.label === 'Transmission')?.value).toBe('Automatic');
    expect(rows.find((r) => r.label === 'Engine')?.value).toBe('2.8L 4 cyl');
  });

  it('shows the engine without cylinders when the variant is missing', () => {
    expect(featuredRows({ ...FULL_CAR, variant: null }).find((r) => r.label === 'Engine')?.value).toBe(
      '2.8L',
    );
  });

  it('omits rows without a value (D-36)', () => {
    expect(featuredRows({ ...BARE_CAR, km: 12 })).toEqual([{ label: 'Kilometres', value: '12 km' }]);
    expect(featuredRows(BARE_CAR)).toEqual([]);
  });

  it('omits an unreadable date and a zero seat count', () => {
    const labels = featuredRows({ ...FULL_CAR, complianceDate: 'soon', seats: 0 }).map((r) => r.label);
    expect(labels).not.toContain('Compliance date');
    expect(labels).not.toContain('Compliance year');
    expect(labels).not.toContain('Seats');
  });
});

describe('specificationRows (D-33)', () => {
  it('lists the Specifications rows in order with their units', () => {
    expect(specificationRows(FULL_CAR)).toEqual([
      { label: 'Engine power', value: '150 kW' },
      { label: 'Fuel consumption', value: '7.9 L/100km' },
      { label: 'Fuel tank capacity', value: '80 L' },
      { label: 'Weight', value: '3,100 kg' },
      { label: 'Length', value: '5,325 mm' },
      { label: 'Height', value: '1,815 mm' },
      { label: 'Width', value: '1,855 mm' },
      { label: 'Towing Capacity', value: '3,500 kg' },
    ]);
  });

  it('is empty without variant specs', () => {
    expect(specificationRows({ ...FULL_CAR, variant: null })).toEqual([]);
  });

  it('omits the tank of an electric car', () => {
    const rows = specificationRows({ ...FULL_CAR, variant: { ...FULL_VARIANT, fuelcapacity: null } });
    expect(rows.map((r) => r.label)).toEqual([
      'Engine power',
      'Fuel consumption',
      'Weight',
      'Length',
      'Height',
      'Width',
      'Towing Capacity',
    ]);
  });
});

describe('summaryRows (D-34)', () => {
  it('lists the Summary rows in order', () => {
    expect(summaryRows(FULL_CAR)).toEqual([
      { label: 'Body type', value: 'Ute' },
      { label: 'Body configuration', value: 'Double Cab Pick Up' },
      { label: 'Drive type', value: 'Four Wheel Drive' },
      { label: 'Exterior color', value: 'Glacier White' },
      { label: 'Torque', value: '500 Nm' },
      { label: 'Cylinders', value: '4' },
      { label: 'Gearbox', value: '6 Speed Sports Automatic' },
      { label: 'ANCAP safety rating', value: '5 stars' },
      { label: 'Engine Size', value: '2,755 cc' },
      { label: 'Engine Variant', value: '2.8L 1GD-FTV' },
    ]);
  });

  it('takes the car values when the variant has none (D-35)', () => {
    expect(summaryRows({ ...FULL_CAR, simpleBody: 'peopleMover', variant: null })).toEqual([
      { label: 'Body type', value: 'People Mover' },
      { label: 'Body configuration', value: 'Dual Cab' },
      { label: 'Drive type', value: 'Four Wheel Drive' },
      { label: 'Exterior color', value: 'Glacier White' },
      { label: 'Gearbox', value: '6 Speed Automatic' },
      { label: 'Engine Size', value: '2,755 cc' },
    ]);
  });

  it('shows a gearless type alone', () => {
    const car = { ...FULL_CAR, gearnum: null, variant: { ...FULL_VARIANT, geartype: 'CVT' } };
    expect(summaryRows(car).find((r) => r.label === 'Gearbox')?.value).toBe('CVT');
  });
});

describe('caravanRows (D-37)', () => {
  it('shows metres to 2 decimals and masses in kg', () => {
    expect(caravanRows(CARAVAN)).toEqual([
      { label: 'Body Width', value: '2.35 m' },
      { label: 'Body Length', value: '6.51 m' },
      { label: 'Tare Weight', value: '2,300 kg' },
      { label: 'Axle Type', value: 'Tandem Axle' },
      { label: 'Sleeps', value: '4' },
      { label: 'Aggregate Trailer Mass', value: '2,950 kg' },
    ]);
  });

  it('is empty for a car', () => {
    expect(caravanRows(FULL_CAR)).toEqual([]);
  });
});

describe('specRows (D-31..D-37)', () => {
  it('gives Featured, Specifications and Summary for a car, in that order', () => {
    const groups = specRows(FULL_CAR);
    expect(groups.map((g) => [g.key, g.title, g.rows.length])).toEqual([
      ['featured', 'Featured', 13],
      ['specifications', 'Specifications', 8],
      ['summary', 'Summary', 10],
    ]);
  });

  it('puts the caravan list after Featured and leaves out empty lists', () => {
    const groups = specRows(CARAVAN);
    expect(groups.map((g) => g.title)).toEqual(['Featured', 'Caravan Specifications', 'Summary']);
    expect(groups[0]!.rows).toEqual([
      { label: 'Kilometres', value: '0 km' },
      { label: 'Compliance year', value: '2023' },
      { label: 'Build date', value: '11/2022' },
      { label: 'Stock no', value: 'OB2001' },
      { label: 'VIN', value: '6K9CARAVAN0001234' },
      { label: 'Exterior Colour', value: 'White' },
    ]);
    expect(groups[2]!.rows).toEqual([
      { label: 'Body type', value: 'Caravan' },
      { label: 'Exterior color', value: 'White' },
    ]);
  });

  it('is empty when nothing is known', () => {
    expect(specRows(BARE_CAR)).toEqual([]);
  });
});

describe('keyInformationRows (D-28)', () => {
  it('starts with Kilometres, Transmission, Fuel Type and Body type', () => {
    expect(keyInformationRows(FULL_CAR)).toEqual([
      { label: 'Kilometres', value: '45,210 km' },
      { label: 'Transmission', value: '6 Speed Automatic' },
      { label: 'Fuel Type', value: 'Diesel' },
      { label: 'Body type', value: 'Ute' },
      { label: 'Drive type', value: 'Four Wheel Drive' },
      { label: 'Engine', value: '2.8L 4 cyl' },
      { label: 'Seats', value: '5' },
      { label: 'Exterior Colour', value: 'Glacier White' },
    ]);
  });

  it('moves later facts up when earlier ones are missing', () => {
    expect(keyInformationRows({ ...CARAVAN }).map((r) => r.label)).toEqual([
      'Kilometres',
      'Body type',
      'Exterior Colour',
    ]);
  });
});
