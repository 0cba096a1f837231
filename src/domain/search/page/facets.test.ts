import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchResult, type SearchState } from '../state';
import { ctx } from '../url-test-fixtures';
import { facetGroups, makeLists, priceRangeLinks } from './facets';

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
  model: [
    { value: 'Corolla', count: 6 },
    { value: 'CX-5', count: 4 },
  ],
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

describe('facets a buyer can read (issue 17)', () => {
  const yardsCtx = {
    ...ctx,
    yards: [
      { name: 'Eagle Farm', state: 'QLD' },
      { name: 'Springwood', state: 'QLD' },
      { name: 'Penrith', state: 'NSW' },
      { name: 'Nowhere Yard', state: null },
    ],
  };
  const at = (state: SearchState = EMPTY_SEARCH_STATE) => ({ state, ctx: yardsCtx, dealershipSlug: null });

  it('words stored values and hides a list with one value and nothing chosen in it', () => {
    const groups = facetGroups(
      {
        body: [
          { value: 'suv', count: 5 },
          { value: 'cabChassis', count: 2 },
        ],
        certified: [{ value: 'false', count: 7 }],
        status: [{ value: 'in_stock', count: 7 }],
      },
      at({ ...EMPTY_SEARCH_STATE, refinements: { status: ['in_stock'] } }),
      { body: { cabChassis: 'Cab-Chassis' } },
    );
    expect(groups.map((group) => [group.title, group.values.map((v) => [v.label, v.isSelected])])).toEqual([
      [
        'Body Type',
        [
          ['SUV', false],
          ['Cab-Chassis', false],
        ],
      ],
      ['Status', [['In Stock', true]]],
    ]);
  });

  it('lists price ranges in value order, not by count', () => {
    const links = priceRangeLinks(
      {
        price_range: [
          { value: '$20,000 - $30,000', count: 9 },
          { value: '$100,000 and over', count: 4 },
          { value: 'Under $10,000', count: 2 },
        ],
      },
      at(),
    );
    expect(links.map((link) => link.label)).toEqual([
      'Under $10,000',
      '$20,000 - $30,000',
      '$100,000 and over',
    ]);
    expect(priceRangeLinks({ price_range: [{ value: 'Under $10,000', count: 2 }] }, at())).toEqual([]);
  });

  it('groups the yards under their states in one Location facet', () => {
    const location = facetGroups(
      {
        state: [
          { value: 'QLD', count: 8 },
          { value: 'NSW', count: 3 },
        ],
        location_name: [
          { value: 'Springwood', count: 5 },
          { value: 'Penrith', count: 3 },
          { value: 'Eagle Farm', count: 3 },
          { value: 'Nowhere Yard', count: 1 },
        ],
        dealership_name: [
          { value: 'A', count: 5 },
          { value: 'B', count: 6 },
        ],
        city: [
          { value: 'Ipswich', count: 5 },
          { value: 'Penrith', count: 6 },
        ],
      },
      at(),
    );
    expect(location.map((group) => group.title)).toEqual(['Location']);
    const tree = location[0]!.values.map((v) => [v.label, (v.children ?? []).map((child) => child.label)]);
    expect(tree).toEqual([
      ['NSW', ['Penrith']],
      ['QLD', ['Springwood', 'Eagle Farm']],
      ['Nowhere Yard', []],
    ]);
    expect(location[0]!.values[0]!.href).toBe('/search/new-used-and-demo-cars?state=NSW');
  });

  it('a site in one state lists just its yards; one yard and nothing chosen is no facet', () => {
    const one = (yards: { value: string; count: number }[]) =>
      facetGroups({ state: [{ value: 'QLD', count: 8 }], location_name: yards }, at());
    expect(
      one([
        { value: 'Springwood', count: 5 },
        { value: 'Eagle Farm', count: 3 },
      ])[0]!.values.map((v) => v.label),
    ).toEqual(['Springwood', 'Eagle Farm']);
    expect(one([{ value: 'Springwood', count: 8 }])).toEqual([]);
  });
});
