import { describe, expect, it } from 'vitest';
import {
  compareLimitMessage,
  isCarSaved,
  parseCompareIds,
  parseSavedCars,
  toggleCompareId,
  toggleSavedCar,
  type SavedCar,
} from './saved-cars';

const car = (id: number): SavedCar => ({
  id,
  name: `2021 Mazda CX-${id}`,
  slug: `car-${id}`,
  make: 'Mazda',
  model: `CX-${id}`,
  primary_image_url: null,
});

describe('I-13 favourites in local storage as {id, name, slug, make, model, primary_image_url}', () => {
  it('round-trips through JSON and drops malformed entries', () => {
    const stored = JSON.stringify([car(5), { id: 'x' }, car(9)]);
    expect(parseSavedCars(stored)).toEqual([car(5), car(9)]);
    expect(parseSavedCars(JSON.stringify([car(5), car(5)]))).toEqual([car(5)]);
  });

  it('drops an entry with a field missing or of the wrong kind, and keeps only the known fields', () => {
    const stored = [
      { ...car(1), primary_image_url: 3 },
      { ...car(2), id: 0 },
      { ...car(3), id: 3.5 },
      { ...car(4), make: undefined },
      { ...car(6), primary_image_url: '/media/6.svg', note: 'mine' },
    ];
    expect(parseSavedCars(JSON.stringify(stored))).toEqual([
      { ...car(6), primary_image_url: '/media/6.svg' },
    ]);
    expect(parseSavedCars('{"id": 1}')).toEqual([]);
  });
});

describe('I-14 the favourite control toggles', () => {
  it('adds a car that is not saved and removes one that is', () => {
    const once = toggleSavedCar([car(1)], car(2));
    expect(once.map((c) => c.id)).toEqual([1, 2]);
    expect(isCarSaved(once, 2)).toBe(true);
    const twice = toggleSavedCar(once, car(2));
    expect(twice.map((c) => c.id)).toEqual([1]);
    expect(isCarSaved(twice, 2)).toBe(false);
  });
});

describe('I-15 compare at most 3 cars', () => {
  it('adds up to 3, refuses a 4th and removes one already compared', () => {
    expect(toggleCompareId([1, 2], 3)).toEqual({ ids: [1, 2, 3], outcome: 'added' });
    expect(toggleCompareId([1, 2, 3], 4)).toEqual({ ids: [1, 2, 3], outcome: 'full' });
    expect(toggleCompareId([1, 2, 3], 2)).toEqual({ ids: [1, 3], outcome: 'removed' });
  });

  it("reads stored ids and says 'You can compare up to 3 cars'", () => {
    expect(parseCompareIds('[4, 4, -1, 7]')).toEqual([4, 7]);
    expect(compareLimitMessage()).toBe('You can compare up to 3 cars');
  });
});
