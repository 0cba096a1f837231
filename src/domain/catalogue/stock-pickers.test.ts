import { describe, expect, it } from 'vitest';
import { bodyPickerOptions, makePickerOptions, siteManufacturers, type Manufacturer } from './stock-pickers';

const platform: Manufacturer[] = [
  { id: 1, name: 'Toyota', slug: 'toyota', logoUrl: '/t.svg' },
  { id: 2, name: 'MG', slug: 'mg', logoUrl: null },
  { id: 3, name: 'Alfa Romeo', slug: 'alfa-romeo', logoUrl: null },
  { id: 4, name: 'Kia', slug: 'kia', logoUrl: null },
];

describe('L-14 siteManufacturers', () => {
  it('keeps the manufacturers the site has stock of, by name, matching name or slug in any case', () => {
    expect(siteManufacturers(platform, ['toyota', 'Mg', 'alfa-romeo']).map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('is empty without stock and ignores makes no manufacturer has', () => {
    expect(siteManufacturers(platform, [])).toEqual([]);
    expect(siteManufacturers(platform, ['Tesla'])).toEqual([]);
  });
});

describe('L-13 picker options', () => {
  const hrefOf = (value: string) => `/search/x?v=${value}`;

  it('one make choice per make, by name, blank ones left out', () => {
    expect(makePickerOptions(['Toyota', 'Kia', ' ', 'toyota'], hrefOf)).toEqual([
      { label: 'Kia', href: '/search/x?v=Kia' },
      { label: 'Toyota', href: '/search/x?v=Toyota' },
    ]);
  });

  it('body choices read as words, one per body, by label', () => {
    expect(bodyPickerOptions(['Ute', 'peopleMover', 'suv', 'People Mover', ''], hrefOf)).toEqual([
      { label: 'People Mover', href: '/search/x?v=peopleMover' },
      { label: 'SUV', href: '/search/x?v=suv' },
      { label: 'Ute', href: '/search/x?v=Ute' },
    ]);
  });
});
