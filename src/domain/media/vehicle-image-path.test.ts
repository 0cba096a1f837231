import { describe, expect, it } from 'vitest';
import { vehicleImagePath } from './vehicle-body';
import { parseVehicleImagePath, shareImageUrl, vehicleImageFormat } from './vehicle-image-path';

describe('parseVehicleImagePath', () => {
  it('reads the body, colour and view of a generated photo path', () => {
    expect(parseVehicleImagePath('/media/vehicle/suv/1e3a8a/spin-4-36.svg')).toEqual({
      body: 'suv',
      colour: '1e3a8a',
      view: { kind: 'spin', frame: 4, frames: 36 },
    });
    expect(parseVehicleImagePath(vehicleImagePath('ute', '#EB0A1E', 'side'))).toEqual({
      body: 'ute',
      colour: 'eb0a1e',
      view: { kind: 'side' },
    });
  });

  it('is null for other paths and for paths the media route would 404', () => {
    for (const path of [
      '/media/car/0.jpg',
      '/static/vehicle/no-photo.svg',
      '/media/vehicle/suv/1e3a8a',
      '/media/vehicle/suv/1e3a8a/side.svg/extra',
      '/media/vehicle/spaceship/1e3a8a/side.svg',
      '/media/vehicle/suv/blue/side.svg',
      '/media/vehicle/suv/1e3a8a/top.svg',
      '/media/vehicle/suv/1e3a8a/spin-40-24.svg',
      'media/vehicle/suv/1e3a8a/side.svg',
    ]) {
      expect(parseVehicleImagePath(path), path).toBeNull();
    }
  });
});

describe('vehicleImageFormat', () => {
  it('is a JPEG for a .jpg view and the SVG otherwise', () => {
    expect(vehicleImageFormat('side.jpg')).toBe('jpeg');
    expect(vehicleImageFormat('side.svg')).toBe('svg');
    expect(vehicleImageFormat('side')).toBe('svg');
  });

  it('draws the same picture for the .jpg path as for the .svg path', () => {
    expect(parseVehicleImagePath('/media/vehicle/suv/1e3a8a/side.jpg')).toEqual(
      parseVehicleImagePath('/media/vehicle/suv/1e3a8a/side.svg'),
    );
  });
});

describe('shareImageUrl', () => {
  it("turns a generated vehicle SVG into its JPEG twin, keeping the site's origin", () => {
    expect(shareImageUrl('https://a.test/media/vehicle/suv/1e3a8a/side.svg')).toBe(
      'https://a.test/media/vehicle/suv/1e3a8a/side.jpg',
    );
    expect(shareImageUrl('/media/vehicle/ute/eb0a1e/front.svg')).toBe('/media/vehicle/ute/eb0a1e/front.jpg');
  });

  it('keeps raster pictures and leaves out other SVGs, which link previews cannot show', () => {
    expect(shareImageUrl('https://a.test/static/offers/eofy.jpg')).toBe(
      'https://a.test/static/offers/eofy.jpg',
    );
    expect(shareImageUrl('https://a.test/static/promo/visit-us.svg')).toBeNull();
    expect(shareImageUrl('/media/logo/Summit/0f4c81.svg')).toBeNull();
  });
});
