import { describe, expect, it } from 'vitest';
import { sortBodyFacets, toInstantFilter } from './instant-filter';

describe('C-96 toInstantFilter', () => {
  it("replaces ':' by '=': 'car_type:used' → 'car_type=used'", () => {
    expect(toInstantFilter('car_type:used')).toBe('car_type=used');
  });

  it("replaces every ':'", () => {
    expect(toInstantFilter('make:Toyota AND car_type:new')).toBe('make=Toyota AND car_type=new');
    expect(toInstantFilter('')).toBe('');
  });
});

describe('C-98 sortBodyFacets', () => {
  const facets = [
    { value: 'Sedan', count: 5 },
    { value: 'SUV', count: 9 },
    { value: 'Hatch', count: 5 },
    { value: 'Ute', count: 2 },
    { value: 'Wagon', count: 5 },
    { value: 'Van', count: 1 },
  ];

  it('sorts by count descending then name descending and keeps 4', () => {
    expect(sortBodyFacets(facets, null).map((f) => f.value)).toEqual(['SUV', 'Wagon', 'Sedan', 'Hatch']);
  });

  it('keeps 20 when custom body types are configured', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      value: `B${String(i).padStart(2, '0')}`,
      count: i,
    }));
    expect(sortBodyFacets(many, ['suv'])).toHaveLength(20);
    expect(sortBodyFacets(many, [])).toHaveLength(4);
    expect(sortBodyFacets(facets, ['suv']).map((f) => f.value)).toEqual([
      'SUV',
      'Wagon',
      'Sedan',
      'Hatch',
      'Ute',
      'Van',
    ]);
  });

  it('does not change its input', () => {
    const copy = facets.map((f) => ({ ...f }));
    sortBodyFacets(facets, null);
    expect(facets).toEqual(copy);
  });
});
