import { describe, expect, it } from 'vitest';
import { VEHICLE_KINDS, profileOf, vehicleKindOf, vehicleKindProfile } from './vehicle-kind';

describe('vehicle kinds (issue 17)', () => {
  it('reads the feed’s item type, and a caravan-yard listing that drives itself as a camper', () => {
    expect(vehicleKindOf('car')).toBe('car');
    expect(vehicleKindOf('Motorcycle')).toBe('motorcycle');
    expect(vehicleKindOf(' truck ')).toBe('truck');
    expect(vehicleKindOf('caravan', 'hardtop')).toBe('caravan');
    expect(vehicleKindOf('caravan', 'softtop')).toBe('caravan');
    expect(vehicleKindOf('caravan', 'Motorhome')).toBe('camper');
    expect(vehicleKindOf('camper', 'campervan')).toBe('camper');
    expect(vehicleKindOf('camper', null)).toBe('caravan');
    expect(vehicleKindOf(null)).toBe('car');
    expect(vehicleKindOf('boat')).toBe('car');
  });

  it('gives only a towed caravan no odometer and no engine', () => {
    expect(VEHICLE_KINDS.filter((kind) => !vehicleKindProfile(kind).hasOdometer)).toEqual(['caravan']);
    expect(VEHICLE_KINDS.filter((kind) => !vehicleKindProfile(kind).hasEngine)).toEqual(['caravan']);
    expect(VEHICLE_KINDS.filter((kind) => vehicleKindProfile(kind).leadsWithLivingSpecs)).toEqual([
      'caravan',
      'camper',
    ]);
  });

  it('leads each kind with its own facts', () => {
    expect(profileOf({ itemType: 'motorcycle' }).keyFacts).toEqual([
      'km',
      'year',
      'engine',
      'transmission',
      'body',
    ]);
    expect(profileOf({ itemType: 'caravan', body: 'hardtop' }).keyFacts).toEqual([
      'year',
      'length',
      'sleeps',
      'atm',
      'tare',
      'body',
    ]);
    expect(profileOf({ itemType: 'car' }).keyFacts).toEqual(['km', 'year', 'transmission', 'fuel', 'body']);
  });
});
