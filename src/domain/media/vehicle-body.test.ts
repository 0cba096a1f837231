import { describe, expect, it } from 'vitest';
import {
  logoImagePath,
  normaliseHex,
  parseVehicleView,
  silhouetteFor,
  vehicleImagePath,
} from './vehicle-body';

describe('parseVehicleView', () => {
  it('reads the fixed views, details and spin frames, with or without .svg', () => {
    expect(parseVehicleView('side.svg')).toEqual({ kind: 'side' });
    expect(parseVehicleView('interior')).toEqual({ kind: 'interior' });
    expect(parseVehicleView('detail-12')).toEqual({ kind: 'detail', index: 12 });
    expect(parseVehicleView('spin-5')).toEqual({ kind: 'spin', frame: 5, frames: 36 });
    expect(parseVehicleView('spin-5-24.svg')).toEqual({ kind: 'spin', frame: 5, frames: 24 });
  });

  it('rejects anything else, including frames outside the turn', () => {
    for (const bad of [
      '',
      'top',
      'spin-',
      'spin-36',
      'spin-24-24',
      'spin-1-0',
      'detail-x',
      'detail-1000',
      'side.png',
      '../side',
    ]) {
      expect(parseVehicleView(bad), bad).toBeNull();
    }
  });
});

describe('silhouetteFor', () => {
  it('maps the spec body values to a silhouette', () => {
    expect(silhouetteFor('cabChassis')).toBe('ute');
    expect(silhouetteFor('peopleMover')).toBe('van');
    expect(silhouetteFor('hardtop')).toBe('caravan');
    expect(silhouetteFor('softtop')).toBe('caravan');
    expect(silhouetteFor('4x4')).toBe('suv');
    expect(silhouetteFor('suv')).toBe('suv');
    expect(silhouetteFor(null)).toBe('sedan');
    expect(silhouetteFor('unknown')).toBe('sedan');
  });

  it('uses the item type for trucks and motorcycles', () => {
    expect(silhouetteFor('cabChassis', 'truck')).toBe('truck');
    expect(silhouetteFor(null, 'motorcycle')).toBe('motorcycle');
  });
});

describe('image paths', () => {
  it('builds the media URLs the route handlers serve', () => {
    expect(vehicleImagePath('suv', '#1E3A8A', 'side')).toBe('/media/vehicle/suv/1e3a8a/side.svg');
    expect(vehicleImagePath('ute', 'eb0a1e', { kind: 'spin', frame: 3, frames: 24 })).toBe(
      '/media/vehicle/ute/eb0a1e/spin-3-24.svg',
    );
    expect(logoImagePath('Acme & Sons', '#0F4C81')).toBe('/media/logo/Acme%20%26%20Sons/0f4c81.svg');
  });

  it('normalises hex colours and rejects others', () => {
    expect(normaliseHex('#ABCDEF')).toBe('abcdef');
    expect(normaliseHex('abc')).toBeNull();
    expect(normaliseHex('zzzzzz')).toBeNull();
  });
});
