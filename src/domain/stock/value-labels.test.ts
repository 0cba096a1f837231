import { describe, expect, it } from 'vitest';
import {
  humanizeValue,
  pluralBodyLabel,
  searchWordingOf,
  foundText,
  DEFAULT_WORDING,
  valueLabel,
} from './value-labels';

describe('value labels (issue 17)', () => {
  it('words the coded values the demo stock carries', () => {
    const bodies = ['suv', 'lightTruck', 'peopleMover', 'cabChassis', '4x4', 'hatch', 'motorhome', 'softtop'];
    expect(bodies.map((body) => valueLabel('body', body))).toEqual([
      'SUV',
      'Light Truck',
      'People Mover',
      'Cab Chassis',
      '4x4',
      'Hatch',
      'Motorhome',
      'Softtop',
    ]);
    expect(['in_stock', 'coming_soon', 'sold'].map((v) => valueLabel('status', v))).toEqual([
      'In Stock',
      'Coming Soon',
      'Sold',
    ]);
    expect(['true', 'false'].map((v) => valueLabel('certified', v))).toEqual(['Certified', 'Not certified']);
    expect(['new', 'used', 'demo'].map((v) => valueLabel('car_type', v))).toEqual(['New', 'Used', 'Demo']);
    expect(['car', 'caravan', 'motorcycle'].map((v) => valueLabel('item_type', v))).toEqual([
      'Car',
      'Caravan',
      'Motorcycle',
    ]);
    expect(valueLabel('drive', 'awd')).toBe('AWD');
    expect(valueLabel('make_model', 'Land Rover:Range Rover Sport')).toBe('Range Rover Sport');
  });

  it('leaves names as stored and words already written alone', () => {
    expect(valueLabel('make', 'smart')).toBe('smart');
    expect(valueLabel('badge', 'gx')).toBe('gx');
    expect(valueLabel('colour', 'Pearl white')).toBe('Pearl white');
    expect(valueLabel('tag', 'Test Drive Only')).toBe('Test Drive Only');
    expect(valueLabel('fuel', 'Plug-in Hybrid')).toBe('Plug-in Hybrid');
    expect(valueLabel('tag', 'SOLD')).toBe('SOLD');
    expect(humanizeValue('People Mover')).toBe('People Mover');
  });

  it('a site’s own words win over the platform’s', () => {
    const labels = { status: { in_stock: 'Ready to drive away' }, body: { suv: 'Sports Utility' } };
    expect(valueLabel('status', 'in_stock', labels)).toBe('Ready to drive away');
    expect(valueLabel('status', 'sold', labels)).toBe('Sold');
    expect(pluralBodyLabel('suv', labels)).toBe('Sports Utilities');
    const countNoun = { one: 'caravan', other: 'caravans' };
    expect(searchWordingOf({ valueLabels: labels, vehicleNounPlural: 'Caravans', countNoun })).toEqual({
      valueLabels: labels,
      nounPlural: 'Caravans',
      countNoun,
    });
  });

  it('counts results in the site’s words', () => {
    expect(foundText(1, { one: 'caravan', other: 'caravans' })).toBe('1 caravan found');
    expect(foundText(75, { one: 'caravan', other: 'caravans' })).toBe('75 caravans found');
    expect(foundText(1234, DEFAULT_WORDING.countNoun)).toBe('1,234 vehicles found');
    expect(foundText(0, DEFAULT_WORDING.countNoun)).toBe('0 vehicles found');
  });
});
