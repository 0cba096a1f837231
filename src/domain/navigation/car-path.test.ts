import { describe, expect, it } from 'vitest';
import { carSlugOfPath } from './car-path';

describe('carSlugOfPath', () => {
  it("reads the slug of a car's page path", () => {
    expect(carSlugOfPath('/cars/2021-toyota-hilux-sr-ab12')).toBe('2021-toyota-hilux-sr-ab12');
    expect(carSlugOfPath('/cars/2021-toyota-hilux-sr-ab12/')).toBe('2021-toyota-hilux-sr-ab12');
    expect(carSlugOfPath('/cars/caf%C3%A9')).toBe('café');
  });

  it('is null for other paths and for the routes under /cars/', () => {
    expect(carSlugOfPath('/cars')).toBeNull();
    expect(carSlugOfPath('/cars/')).toBeNull();
    expect(carSlugOfPath('/cars/trade-in')).toBeNull();
    expect(carSlugOfPath('/cars/a/autogauge')).toBeNull();
    expect(carSlugOfPath('/search/cars/a')).toBeNull();
    expect(carSlugOfPath('/about-us')).toBeNull();
  });
});
