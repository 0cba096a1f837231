import { describe, expect, it } from 'vitest';
import { baseRoute, refinementsFromPath, routeForCarTypes } from './car-type-routes';
import { toSlug } from '@/domain/format/slug';

const all = ['new-used-and-demo-cars', 'new-cars', 'used-cars', 'demo-cars', 'new-and-demo-cars'];

describe('C-6 refinementsFromPath', () => {
  it.each([
    ['new-cars', { car_type: ['new'] }],
    ['used-cars', { car_type: ['used'] }],
    ['demo-cars', { car_type: ['demo'] }],
    ['new-and-demo-cars', { car_type: ['new', 'demo'] }],
    ['new-used-and-demo-cars', {}],
    ['toyota', {}],
  ])('%s → %j', (slug, refinements) => {
    expect(refinementsFromPath(slug)).toEqual(refinements);
  });

  it('gives a fresh list each time (callers may mutate state)', () => {
    const first = refinementsFromPath('used-cars');
    first.car_type?.push('new');
    expect(refinementsFromPath('used-cars')).toEqual({ car_type: ['used'] });
  });
});

describe('routeForCarTypes and baseRoute', () => {
  it('finds the enabled route with exactly those car types', () => {
    expect(routeForCarTypes(['demo', 'new'], all)).toBe('new-and-demo-cars');
    expect(routeForCarTypes([], all)).toBe('new-used-and-demo-cars');
    expect(routeForCarTypes(['used', 'demo'], all)).toBeNull();
    expect(routeForCarTypes(['used'], ['new-cars'])).toBeNull();
  });

  it('falls back to all stock, then the search path route, then the first enabled route', () => {
    expect(baseRoute(all, '/search/used-cars')).toBe('new-used-and-demo-cars');
    expect(baseRoute(['new-cars', 'used-cars'], '/search/used-cars/')).toBe('used-cars');
    expect(baseRoute(['new-cars', 'used-cars'], '/stock')).toBe('new-cars');
  });
});

describe('C-7 slugs', () => {
  it.each([
    ['Land Rover', 'land-rover'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Citroën', 'citroen'],
    ['CX-5', 'cx-5'],
    ['Range Rover Sport', 'range-rover-sport'],
    [' !! ', ''],
  ])('%j → %j', (value, slug) => {
    expect(toSlug(value)).toBe(slug);
  });
});
