import { describe, expect, it } from 'vitest';
import { groupByDealership, locationsSellingMake, weekdayOfIsoDate } from './directory';

const loc = (name: string, dealershipSlug: string, manufacturers: string[] = []) => ({
  name,
  dealershipSlug,
  dealershipName: dealershipSlug.toUpperCase(),
  manufacturers,
});

describe('groupByDealership', () => {
  it('keeps each dealership once, in order, with its locations in order', () => {
    const groups = groupByDealership([loc('A1', 'a'), loc('B1', 'b'), loc('A2', 'a')]);
    expect(groups.map((group) => [group.name, group.locations.map((l) => l.name)])).toEqual([
      ['A', ['A1', 'A2']],
      ['B', ['B1']],
    ]);
  });
});

describe('locationsSellingMake', () => {
  const list = [
    loc('Ipswich', 'ford', ['Ford', 'Mitsubishi']),
    loc('Geelong', 'euro', ['Land Rover', 'Audi']),
    loc('Moorooka', 'used'),
  ];

  it('keeps the locations selling the make, matched by slug, with its name', () => {
    expect(locationsSellingMake(list, 'mitsubishi')).toEqual({
      makeName: 'Mitsubishi',
      locations: [list[0]],
    });
    expect(locationsSellingMake(list, 'Land-Rover')?.makeName).toBe('Land Rover');
  });

  it('is null when no location sells it, or for an empty slug', () => {
    expect(locationsSellingMake(list, 'toyota')).toBeNull();
    expect(locationsSellingMake(list, '--')).toBeNull();
  });
});

describe('weekdayOfIsoDate', () => {
  it('is 0 for a Sunday and 5 for a Friday', () => {
    expect(weekdayOfIsoDate('2025-07-06')).toBe(0);
    expect(weekdayOfIsoDate('2025-07-04')).toBe(5);
  });
});
