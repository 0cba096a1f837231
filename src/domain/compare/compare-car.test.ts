import { describe, expect, it } from 'vitest';
import { pageDataFixture } from '@/domain/vehicle/page-data-fixture';
import type { VehicleVariantSpecs } from '@/domain/vehicle/page-data';
import { compareCarOf } from './compare-car';

const SPEC_KEYS: (keyof VehicleVariantSpecs)[] = [
  'kerbWeight',
  'cylinders',
  'enginesize',
  'enginesizeLitres',
  'induction',
  'geartype',
  'enginePowerKw',
  'engineVariant',
  'fuelconsumptioncombined',
  'fuelcapacity',
  'grossvehiclemass',
  'vehiclelength',
  'vehicleheight',
  'vehiclewidth',
  'towingcapacitybraked',
  'bodyconfiguration',
  'torque',
  'ancaprating',
];

const NOW = new Date('2026-06-11T09:00:00Z');

describe('compareCarOf', () => {
  it('takes the car, its page rules and its variant', () => {
    const unknown = Object.fromEntries(SPEC_KEYS.map((key) => [key, null])) as Record<
      keyof VehicleVariantSpecs,
      null
    >;
    const variant: VehicleVariantSpecs = {
      ...unknown,
      cylinders: 4,
      enginePowerKw: 140,
      fuelconsumptioncombined: 7.4,
      ancaprating: 5,
      enginesizeLitres: 2.5,
    };
    const data = pageDataFixture(
      { seats: 5, engineSizeLitres: null },
      {},
      {
        title: '2021 Mazda CX-5 Touring',
        variant,
        images: [{ url: '/media/a.jpg', thumbUrl: '/media/a-thumb.jpg', width: 640, height: 480 }],
      },
    );
    expect(compareCarOf(data, '$123/wk at 7.49% p.a.', NOW)).toEqual({
      id: 42,
      slug: '2021-mazda-cx-5-touring-ab12',
      title: '2021 Mazda CX-5 Touring',
      href: '/cars/2021-mazda-cx-5-touring-ab12',
      imageUrl: '/media/a-thumb.jpg',
      state: 'available',
      similarHref: '/search/new-used-and-demo-cars/mazda/cx-5?body=SUV',
      priceText: '$30,000',
      priceType: 'Drive Away',
      financeLine: '$123/wk at 7.49% p.a.',
      year: 2021,
      km: data.car.km,
      body: 'SUV',
      engineLitres: 2.5,
      cylinders: 4,
      powerKw: 140,
      fuel: 'Petrol',
      transmission: 'Automatic',
      drive: 'AWD',
      seats: 5,
      colour: 'Soul Red',
      economy: 7.4,
      ancapRating: 5,
      location: 'Brisbane Yard',
      daysInStock: 10,
    });
  });

  it('marks a sold car as sold and a reserved or not yet available one as reserved', () => {
    const status = pageDataFixture().status;
    const stateOf = (change: Partial<typeof status>) =>
      compareCarOf(pageDataFixture({}, {}, { status: { ...status, ...change } }), null, NOW).state;
    expect(stateOf({ sold: true, inStock: false })).toBe('sold');
    expect(stateOf({ reserved: true, inStock: false })).toBe('reserved');
    expect(stateOf({ inStock: false })).toBe('reserved');
    expect(stateOf({})).toBe('available');
  });

  it('has no image or specs it does not know', () => {
    const car = compareCarOf(pageDataFixture({ seats: null }), null, NOW);
    expect([car.imageUrl, car.seats, car.economy, car.ancapRating, car.cylinders]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
