import { describe, expect, it } from 'vitest';
import { BODY_TYPES, bodyTypeLabel, bodyTypeSlug } from './body-types';

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

describe('bodyTypeSlug (B-5)', () => {
  it.each([
    ['People Mover', 'people-mover'],
    ['peopleMover', 'people-mover'],
    ['Cab  Chassis', 'cab-chassis'],
    ['SUV', 'suv'],
    ['suv', 'suv'],
    ['4x4', '4x4'],
  ])('%j → %j', (body, slug) => {
    expect(bodyTypeSlug(body)).toBe(slug);
  });

  it('gives a stock code and its label the same slug, so footer links find labelled models', () => {
    for (const body of BODY_TYPES) expect(bodyTypeSlug(bodyTypeLabel(body))).toBe(bodyTypeSlug(body));
  });
});
