import { describe, expect, it } from 'vitest';
import { carTitle } from './car-title';

describe('carTitle', () => {
  it('names year, make, model and badge, leaving out what the car lacks', () => {
    expect(carTitle({ year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX' })).toBe('2022 Toyota RAV4 GX');
    expect(carTitle({ year: 2022, make: 'Toyota', model: 'RAV4', badge: '' })).toBe('2022 Toyota RAV4');
    expect(carTitle({ year: null, make: 'Jayco', model: 'Journey' })).toBe('Jayco Journey');
  });
});
