import { describe, expect, it } from 'vitest';
import { vehicleImagePath } from './vehicle-body';
import { parseVehicleImagePath } from './vehicle-image-path';

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
