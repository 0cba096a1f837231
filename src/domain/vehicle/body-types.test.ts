import { describe, expect, it } from 'vitest';
import { BODY_TYPES, bodyTypeLabel } from './body-types';

describe('bodyTypeLabel', () => {
  it.each([
    ['peopleMover', 'People Mover'],
    ['cabChassis', 'Cab Chassis'],
    ['lightTruck', 'Light Truck'],
    ['stationWagon', 'Station Wagon'],
    ['suv', 'SUV'],
    ['SUV', 'SUV'],
    ['4x4', '4x4'],
    ['sedan', 'Sedan'],
    ['People Mover', 'People Mover'],
  ])('%j reads %j', (body, label) => {
    expect(bodyTypeLabel(body)).toBe(label);
  });

  it('labels every spec body value without camel case left over', () => {
    for (const body of BODY_TYPES) expect(bodyTypeLabel(body)).not.toMatch(/[a-z][A-Z]/);
  });
});
