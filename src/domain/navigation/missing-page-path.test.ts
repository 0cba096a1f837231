import { describe, expect, it } from 'vitest';
import { carSlugOfPath, offerSegmentsOfPath } from './missing-page-path';

describe('carSlugOfPath', () => {
  it("reads the slug of a car's page path", () => {
    expect(carSlugOfPath('/cars/2021-toyota-hilux-sr-ab12')).toBe('2021-toyota-hilux-sr-ab12');
    expect(carSlugOfPath('/cars/2021-toyota-hilux-sr-ab12/')).toBe('2021-toyota-hilux-sr-ab12');
    expect(carSlugOfPath('/cars/caf%C3%A9')).toBe('café');
  });

  it('is null for other paths and for the routes under /cars/', () => {
    for (const input of [
      '/cars',
      '/cars/',
      '/cars/trade-in',
      '/cars/a/autogauge',
      '/search/cars/a',
      '/about-us',
    ])
      expect(carSlugOfPath(input)).toBeNull();
  });
});

describe('offerSegmentsOfPath', () => {
  it("reads the segments of an offer page's path, decoded", () => {
    expect(offerSegmentsOfPath('/offers/42')).toEqual(['42']);
    expect(offerSegmentsOfPath('/offers/toyota/42/')).toEqual(['toyota', '42']);
    expect(offerSegmentsOfPath('/offers/m%C3%A9/7')).toEqual(['mé', '7']);
  });

  it('is null for other paths', () => {
    for (const input of ['/offers', '/offers/', '/offers/a/b/c', '/special-offers/42', '/cars/42'])
      expect(offerSegmentsOfPath(input)).toBeNull();
  });
});
