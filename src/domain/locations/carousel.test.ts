import { describe, expect, it } from 'vitest';
import { carouselLocations, showsSwipeHint, type CarouselCandidate } from './carousel';

const loc = (slug: string, name: string, locationType = 'sales', isVisible = true): CarouselCandidate => ({
  slug,
  name,
  locationType,
  isVisible,
});

const LOCATIONS = [
  loc('kia', 'Summit Kia Southport'),
  loc('parts', 'Summit Parts Centre Ipswich', 'parts'),
  loc('fleet', 'Summit Fleet & Buying Centre', 'sales', false),
  loc('penrith-service', 'Summit Hyundai Penrith Service Centre', 'service'),
  loc('audi', 'summit Audi Geelong', ''),
  loc('mazda', 'Summit Mazda Springwood'),
];

const slugs = (list: readonly CarouselCandidate[]) => list.map((location) => location.slug);
const all = { kind: 'all' } as const;

describe('carouselLocations', () => {
  it('J-14/J-15: leaves hidden locations out and sorts the rest by name, ignoring case', () => {
    expect(slugs(carouselLocations(LOCATIONS, { order: null, filter: all }))).toEqual([
      'audi',
      'penrith-service',
      'kia',
      'mazda',
      'parts',
    ]);
  });

  it('J-15: a configured order puts those slugs first, in that order, then the rest by name', () => {
    expect(slugs(carouselLocations(LOCATIONS, { order: ['mazda', 'fleet', 'kia'], filter: all }))).toEqual([
      'mazda',
      'kia',
      'audi',
      'penrith-service',
      'parts',
    ]);
  });

  it("J-16: filters by type ('' is sales) or by a list of slugs", () => {
    const sales = { kind: 'types', types: ['sales'] } as const;
    expect(slugs(carouselLocations(LOCATIONS, { order: null, filter: sales }))).toEqual([
      'audi',
      'kia',
      'mazda',
    ]);
    const workshop = { kind: 'types', types: ['service', 'parts'] } as const;
    expect(slugs(carouselLocations(LOCATIONS, { order: null, filter: workshop }))).toEqual([
      'penrith-service',
      'parts',
    ]);
    const picked = { kind: 'slugs', slugs: ['parts', 'fleet', 'kia', 'nowhere'] } as const;
    expect(slugs(carouselLocations(LOCATIONS, { order: null, filter: picked }))).toEqual(['kia', 'parts']);
  });

  it('is empty when nothing is left', () => {
    expect(carouselLocations([], { order: null, filter: all })).toEqual([]);
    expect(carouselLocations([loc('x', 'X', 'sales', false)], { order: null, filter: all })).toEqual([]);
  });
});

describe("J-13 showsSwipeHint: 'Swipe' with 3 or fewer locations", () => {
  it('shows at 1, 2 and 3 and not at 4', () => {
    expect([1, 2, 3, 4, 10].map(showsSwipeHint)).toEqual([true, true, true, false, false]);
  });
});
