import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVehiclePhoto } from './vehicle-photo';

const holder = vi.hoisted(() => ({ failRasterise: false }));
// A test double around the real sharp: only the failure test makes it throw.
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  return {
    default: (...args: Parameters<typeof sharp>) => {
      if (holder.failRasterise) throw new Error('Input buffer contains unsupported image format');
      return real(...args);
    },
  };
});
afterEach(() => {
  holder.failRasterise = false;
});

const OWN = ['demo.test', 'demo.localhost'];

describe('loadVehiclePhoto (D-89)', () => {
  it('draws a generated photo path as a 600×400 JPEG without fetching it', async () => {
    const photo = await loadVehiclePhoto('/media/vehicle/suv/1e3a8a/spin-4-36.svg', OWN);
    expect(photo.ok).toBe(true);
    if (!photo.ok) return;
    const meta = await sharp(photo.jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);
  });

  it("draws an absolute URL on one of the site's own hosts, whatever its port", async () => {
    for (const url of [
      'https://demo.test/media/vehicle/ute/eb0a1e/side.svg',
      'http://demo.localhost:3000/media/vehicle/ute/eb0a1e/side.svg?v=2',
      '//DEMO.TEST/media/vehicle/ute/eb0a1e/side.svg',
    ]) {
      expect((await loadVehiclePhoto(url, OWN)).ok, url).toBe(true);
    }
  });

  it('gives the reason there is no photo: none, not ours, not generated, or not rasterised', async () => {
    expect(await loadVehiclePhoto(null, OWN)).toEqual({ ok: false, reason: 'the car has no photos' });
    for (const url of [
      'https://cdn.example.com/media/vehicle/suv/1e3a8a/side.svg',
      'https://demo.test.example.com/media/vehicle/suv/1e3a8a/side.svg',
      'ftp://demo.test/media/vehicle/suv/1e3a8a/side.svg',
      'not a url',
    ]) {
      expect(await loadVehiclePhoto(url, OWN), url).toEqual({
        ok: false,
        reason: `the photo is not on this site (${url})`,
      });
    }
    for (const url of ['/media/car/0.jpg', 'https://demo.test/media/vehicle/suv/blue/side.svg']) {
      expect(await loadVehiclePhoto(url, OWN), url).toEqual({
        ok: false,
        reason: `the photo is not a generated vehicle picture (${url})`,
      });
    }
    holder.failRasterise = true;
    expect(await loadVehiclePhoto('/media/vehicle/suv/1e3a8a/side.svg', OWN)).toEqual({
      ok: false,
      reason:
        'the photo could not be rasterised (/media/vehicle/suv/1e3a8a/side.svg): ' +
        'Error: Input buffer contains unsupported image format',
    });
  });
});
