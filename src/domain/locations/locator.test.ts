import { describe, expect, it } from 'vitest';
import {
  LOCATOR_INVALID_POSTCODE,
  formatDistance,
  locationsByDistance,
  parseLocatorPostcode,
} from './locator';

/** Postcode 4000 (Brisbane) as the bundled postcode data places it. */
const BRISBANE_4000 = { lat: -27.46563, lng: 153.02549 };

const LOCATIONS = [
  { name: 'Summit Hyundai Penrith', lat: -33.756, long: 150.694 },
  { name: 'Summit Kia Southport', lat: -27.97, long: 153.4 },
  { name: 'No Coordinates Yard', lat: null, long: null },
  { name: 'Summit Trucks Eagle Farm', lat: -27.433, long: 153.08 },
  { name: 'Summit Mazda Springwood', lat: -27.6167, long: 153.1286 },
];

describe('J-22 locationsByDistance: nearest first from the buyer’s postcode', () => {
  it('measures each location with the haversine distance and sorts nearest first', () => {
    const sorted = locationsByDistance(BRISBANE_4000, LOCATIONS);
    expect(sorted.map((location) => [location.name, location.distanceKm?.toFixed(2)])).toEqual([
      ['Summit Trucks Eagle Farm', '6.49'],
      ['Summit Mazda Springwood', '19.63'],
      ['Summit Kia Southport', '67.11'],
      ['Summit Hyundai Penrith', '734.11'],
      ['No Coordinates Yard', undefined],
    ]);
  });

  it('lists locations without coordinates last, by name, without a distance', () => {
    const unplaced = [
      { name: 'B', lat: null, long: 153 },
      { name: 'A', lat: null, long: null },
    ];
    expect(locationsByDistance(BRISBANE_4000, unplaced)).toEqual([
      { name: 'A', lat: null, long: null, distanceKm: null },
      { name: 'B', lat: null, long: 153, distanceKm: null },
    ]);
  });
});

describe('formatDistance', () => {
  it('shows one decimal under 10 km, whole kilometres from 10 km', () => {
    expect([0, 6.488, 9.96, 19.63, 734.11, 3290.4].map(formatDistance)).toEqual([
      '0.0 km',
      '6.5 km',
      '10.0 km',
      '20 km',
      '734 km',
      '3,290 km',
    ]);
  });
});

describe('parseLocatorPostcode', () => {
  it('is no search when blank, a postcode for 4 digits, else the 4-digit message', () => {
    expect(parseLocatorPostcode(undefined)).toEqual({ kind: 'none' });
    expect(parseLocatorPostcode('  ')).toEqual({ kind: 'none' });
    expect(parseLocatorPostcode(' 4000 ')).toEqual({ kind: 'postcode', postcode: '4000' });
    expect(parseLocatorPostcode(['2000', '3000'])).toEqual({ kind: 'postcode', postcode: '2000' });
    for (const bad of ['400', '40000', 'abcd', '4OOO', '<b>'])
      expect(parseLocatorPostcode(bad)).toEqual({ kind: 'invalid', message: LOCATOR_INVALID_POSTCODE });
  });
});
