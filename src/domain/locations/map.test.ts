import { describe, expect, it } from 'vitest';
import { AUSTRALIA_PATH, MAP_HEIGHT, MAP_WIDTH, locationMap, projectPoint, tiledMap } from './map';

describe('J-11 locationMap: an outline of Australia with the location’s pin, no outside request', () => {
  it('fits the continent in a box about as wide as it is tall', () => {
    expect([MAP_WIDTH, MAP_HEIGHT]).toEqual([374, 350]);
    expect(AUSTRALIA_PATH.startsWith('M')).toBe(true);
    expect(AUSTRALIA_PATH.match(/Z/g)).toHaveLength(2);
  });

  it('places Springwood QLD in the east, Perth in the west, and Hobart at the bottom', () => {
    expect(projectPoint(-27.6167, 153.1286)).toEqual({ x: 362, y: 181.2 });
    expect(projectPoint(-31.95, 115.86)).toEqual({ x: 29.9, y: 224.5 });
    expect(projectPoint(-42.88, 147.33)).toMatchObject({ y: 333.8 });
  });

  it('labels the pin with the suburb, left of the pin in the east half', () => {
    const map = locationMap({ lat: -27.6167, long: 153.1286, city: 'Springwood', name: 'Summit Mazda' });
    expect(map).toMatchObject({ pin: { x: 362, y: 181.2 }, label: 'Springwood', labelAnchor: 'end' });
    const west = locationMap({ lat: -31.95, long: 115.86, city: ' ', name: 'Perth Yard' });
    expect(west).toMatchObject({ label: 'Perth Yard', labelAnchor: 'start' });
  });

  it('is null without coordinates or outside Australia', () => {
    expect(locationMap({ lat: null, long: 153, city: 'X', name: 'X' })).toBeNull();
    expect(locationMap({ lat: 51.5, long: -0.12, city: 'London', name: 'X' })).toBeNull();
  });
});

describe('J-11 tiledMap: the interactive map of a site with a map provider', () => {
  const provider = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles', zoom: 14 };

  it("places the location on the provider's tiles at the configured zoom", () => {
    expect(tiledMap({ lat: -27.47, long: 153.03 }, provider)).toEqual({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Tiles',
      zoom: 14,
      lat: -27.47,
      long: 153.03,
    });
  });

  it('is null without a provider (the bundled map, no outside request) or without coordinates', () => {
    expect(tiledMap({ lat: -27.47, long: 153.03 }, { ...provider, tileUrl: null })).toBeNull();
    expect(tiledMap({ lat: null, long: 153.03 }, provider)).toBeNull();
    expect(tiledMap({ lat: -27.47, long: null }, provider)).toBeNull();
  });
});
