import { describe, expect, it } from 'vitest';
import { bodyCodeOf, driveCodeOf, fuelCodeOf, itemTypeOf, transmissionCodeOf } from './listing-codes';

describe('listing codes from feed words', () => {
  it('reads body words and codes, and leaves an unknown body without a code', () => {
    const read = (
      [
        'SUV',
        'Hatchback',
        'Cab Chassis',
        'cabChassis',
        'People Mover',
        'Dual Cab',
        'Pop Top',
        'Motor Home',
        'Station Wagon',
        'Roadster',
        'Limousine',
        null,
      ] as const
    ).map(bodyCodeOf);
    expect(read).toEqual([
      'suv',
      'hatch',
      'cabChassis',
      'cabChassis',
      'peopleMover',
      'ute',
      'softtop',
      'motorhome',
      'wagon',
      'convertible',
      null,
      null,
    ]);
  });

  it('reads transmissions as Automatic or Manual', () => {
    const read = (
      [
        '6 Speed Sports Automatic',
        'CVT',
        '7 Speed Auto Dual Clutch',
        'Auto',
        '6 Speed Manual',
        'M',
        '6 Speed Automated Manual',
        '1 Speed Reduction Gear',
        'Sidecar',
        null,
      ] as const
    ).map(transmissionCodeOf);
    expect(read).toEqual([
      'Automatic',
      'Automatic',
      'Automatic',
      'Automatic',
      'Manual',
      'Manual',
      'Automatic',
      'Automatic',
      null,
      null,
    ]);
  });

  it('reads fuels, the hybrid kinds before petrol', () => {
    const read = (
      [
        'Unleaded Petrol',
        'Premium Unleaded Petrol',
        'ULP',
        'Diesel',
        'Hybrid (Petrol)',
        'Plug-in Hybrid (Petrol)',
        'PHEV',
        'Electric',
        'EV',
        'LPG',
        null,
      ] as const
    ).map(fuelCodeOf);
    expect(read).toEqual([
      'Petrol',
      'Petrol',
      'Petrol',
      'Diesel',
      'Hybrid',
      'Plug-in Hybrid',
      'Plug-in Hybrid',
      'Electric',
      'Electric',
      null,
      null,
    ]);
  });

  it('reads drives as the drive filter codes', () => {
    const read = (
      [
        'Front Wheel Drive',
        'FWD',
        'Rear Wheel Drive',
        'AWD',
        'All Wheel Drive',
        '4WD',
        '4x4',
        'Four Wheel Drive',
        'Part time',
        null,
      ] as const
    ).map(driveCodeOf);
    expect(read).toEqual(['FWD', 'FWD', 'RWD', 'AWD', 'AWD', '4X4', '4X4', '4X4', null, null]);
  });

  it('tells motorcycles, trucks and caravan-yard stock from cars by body', () => {
    const read = (['motorcycle', 'lightTruck', 'hardtop', 'softtop', 'motorhome', 'suv', null] as const).map(
      itemTypeOf,
    );
    expect(read).toEqual(['motorcycle', 'truck', 'caravan', 'caravan', 'caravan', 'car', 'car']);
  });
});
