import { describe, expect, it } from 'vitest';
import { pageDataFixture } from './page-data-fixture';
import { FULL_VARIANT } from './specs/test-fixtures';
import {
  parseViewedCars,
  pushViewedCar,
  VIEWED_CARS_LIMIT,
  viewedCarOf,
  type ViewedCar,
} from './viewed-cars';

const car = (id: number): ViewedCar => ({
  id,
  stocknum: `HT${id}`,
  make: 'Toyota',
  model: 'Corolla',
  body: 'Hatchback',
  simple_body: 'Hatch',
});

describe('D-104 viewed cars', () => {
  it('puts the viewed car first', () => {
    expect(pushViewedCar([car(1), car(2)], car(3)).map((c) => c.id)).toEqual([3, 1, 2]);
  });

  it('moves a car viewed again to the front instead of repeating it', () => {
    expect(pushViewedCar([car(1), car(2), car(3)], car(2)).map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it('keeps the 20 most recent', () => {
    expect(VIEWED_CARS_LIMIT).toBe(20);
    const twenty = Array.from({ length: 20 }, (_, i) => car(i + 1));
    const next = pushViewedCar(twenty, car(21));
    expect(next).toHaveLength(20);
    expect(next[0]!.id).toBe(21);
    expect(next.at(-1)!.id).toBe(19);
  });

  it('reads what storage holds defensively and caps it', () => {
    expect(parseViewedCars(null)).toEqual([]);
    expect(parseViewedCars('not json')).toEqual([]);
    expect(parseViewedCars('{"id":1}')).toEqual([]);
    expect(parseViewedCars(JSON.stringify([car(1), { id: 'x' }, car(1), car(2)]))).toEqual([car(1), car(2)]);
    const many = Array.from({ length: 25 }, (_, i) => car(i + 1));
    expect(parseViewedCars(JSON.stringify(many))).toHaveLength(20);
  });
});

describe('D-104 viewedCarOf', () => {
  it("records the car's own body configuration, else its variant's, else the simple body", () => {
    const expected = { id: 42, stocknum: 'S42', make: 'Mazda', model: 'CX-5', simple_body: 'SUV' };
    expect(viewedCarOf(pageDataFixture())).toEqual({ ...expected, body: 'SUV' });
    expect(viewedCarOf(pageDataFixture({ bodyconfiguration: 'Wagon' }))).toEqual({
      ...expected,
      body: 'Wagon',
    });
    const variant = { ...FULL_VARIANT, kerbWeight: null, bodyconfiguration: '5 Door Wagon' };
    expect(viewedCarOf(pageDataFixture({}, {}, { variant }))).toEqual({ ...expected, body: '5 Door Wagon' });
  });
});
