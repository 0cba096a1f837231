import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, distanceKm } from './distance';

const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const MELBOURNE = { lat: -37.8136, lng: 144.9631 };
const BRISBANE = { lat: -27.4698, lng: 153.0251 };
const PERTH = { lat: -31.9523, lng: 115.8613 };
const ADELAIDE = { lat: -34.9285, lng: 138.6007 };
const HOBART = { lat: -42.8821, lng: 147.3272 };

describe('J-22 distanceKm (haversine, R = 6371 km)', () => {
  it('uses the mean Earth radius the spec names', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it.each([
    ['Sydney', SYDNEY, 'Melbourne', MELBOURNE, 713],
    ['Sydney', SYDNEY, 'Brisbane', BRISBANE, 732],
    ['Perth', PERTH, 'Adelaide', ADELAIDE, 2131],
    ['Sydney', SYDNEY, 'Perth', PERTH, 3290],
    ['Melbourne', MELBOURNE, 'Hobart', HOBART, 598],
  ])('%s to %s is %s km within 1 km', (_from, from, _to, to, km) => {
    expect(Math.abs(distanceKm(from, to) - km)).toBeLessThan(1);
    expect(Math.abs(distanceKm(to, from) - km)).toBeLessThan(1);
  });

  it('postcode 4000 (Brisbane) to 2000 (Sydney), from the bundled postcode points, is 732.6 km', () => {
    const brisbane4000 = { lat: -27.46563, lng: 153.02549 };
    const sydney2000 = { lat: -33.86613, lng: 151.20695 };
    expect(distanceKm(brisbane4000, sydney2000)).toBeCloseTo(732.6, 1);
  });

  it('is 0 for the same point and half the circumference for antipodes', () => {
    expect(distanceKm(SYDNEY, SYDNEY)).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});
