import { describe, expect, it } from 'vitest';
import { routeShape } from './route-shape';

const shapeOf = (path: string) => routeShape(new URL(path, 'http://site.test'));

describe('routeShape', () => {
  it('keeps the first segment and stars the rest', () => {
    expect(shapeOf('/')).toBe('/');
    expect(shapeOf('/about-us')).toBe('/about-us');
    expect(shapeOf('/cars/2021-toyota-hilux-ab12')).toBe('/cars/*');
    expect(shapeOf('/search/used/toyota/hilux/')).toBe('/search/*/*/*');
  });

  it('marks a query without its names or values', () => {
    expect(shapeOf('/search?page=2&make=toyota')).toBe('/search?');
    expect(shapeOf('/search/used?body=suv')).toBe('/search/*?');
    expect(shapeOf('/search?')).toBe('/search');
  });
});
