import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchResult, type SearchState } from '../state';
import { ctx } from '../url-test-fixtures';
import { facetGroups, makeLists } from './facets';

const link = (state: SearchState = EMPTY_SEARCH_STATE) => ({ state, ctx, dealershipSlug: null });
const facets: SearchResult['facets'] = {
  make: [
    { value: 'Toyota', count: 9 },
    { value: 'Mazda', count: 5 },
    { value: 'Land Rover', count: 2 },
  ],
  make_model: [
    { value: 'Toyota:Corolla', count: 6 },
    { value: 'Mazda:CX-5', count: 4 },
    { value: 'Toyota:HiLux', count: 3 },
  ],
  model: [{ value: 'Corolla', count: 6 }],
};
const defaults = { visibleMakesCount: 7, popularMakes: null };

describe('makeLists', () => {
  it('shows the first visibleMakesCount makes and puts the rest behind the toggle (C-33)', () => {
    const lists = makeLists(facets, link(), { ...defaults, visibleMakesCount: 2 });
    expect(lists?.visible.map((make) => make.label)).toEqual(['Toyota', 'Mazda']);
    expect(lists?.more.map((make) => make.label)).toEqual(['Land Rover']);
  });

  it('puts the popular makes first, as many as are in stock (C-34)', () => {
    const lists = makeLists(facets, link(), { ...defaults, popularMakes: ['Land Rover', 'Kia', 'Mazda'] });
    expect(lists?.visible.map((make) => make.label)).toEqual(['Land Rover', 'Mazda']);
    expect(lists?.more.map((make) => make.label)).toEqual(['Toyota']);
  });

  it("lists a selected make's models under it, linking to the URL with the model added (C-36)", () => {
    const state = { ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } };
    const [toyota, mazda] = makeLists(facets, link(state), defaults)!.visible;
    expect(toyota?.models).toEqual([
      {
        label: 'Corolla',
        count: 6,
        href: '/search/new-used-and-demo-cars/toyota/corolla',
        isSelected: false,
      },
      { label: 'HiLux', count: 3, href: '/search/new-used-and-demo-cars/toyota/hilux', isSelected: false },
    ]);
    expect(mazda?.models).toEqual([]);
  });

  it('is null when no make has stock', () => {
    expect(makeLists({}, link(), defaults)).toBeNull();
  });
});

describe('facetGroups', () => {
  it('lists plain models only while no make is selected', () => {
    expect(facetGroups(facets, link()).map((group) => group.attribute)).toEqual(['model']);
    const state = { ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } };
    expect(facetGroups(facets, link(state))).toEqual([]);
  });
});
