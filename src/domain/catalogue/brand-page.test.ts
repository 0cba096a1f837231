import { describe, expect, it } from 'vitest';
import { brandBreadcrumbs, brandPagePath, countStockByModel, isBrandSlug } from './brand-page';

describe('countStockByModel', () => {
  it('counts cars per model, most first, then by name', () => {
    const cars = ['CX-5', 'Mazda3', 'CX-5', 'BT-50', 'CX-5', 'Mazda3'].map((model) => ({ model }));
    expect(countStockByModel(cars)).toEqual([
      { name: 'CX-5', count: 3 },
      { name: 'Mazda3', count: 2 },
      { name: 'BT-50', count: 1 },
    ]);
  });

  it('groups spellings that differ only in case and skips blank models', () => {
    expect(countStockByModel([{ model: 'CX-5' }, { model: 'cx-5 ' }, { model: ' ' }])).toEqual([
      { name: 'CX-5', count: 2 },
    ]);
  });

  it('is empty with no cars', () => {
    expect(countStockByModel([])).toEqual([]);
  });
});

describe('brand paths (B-28, B-41)', () => {
  it('puts the page at /{brand}/overview', () => {
    expect(brandPagePath('harley-davidson')).toBe('/harley-davidson/overview');
  });

  it('accepts only slug-shaped values', () => {
    expect(isBrandSlug('isuzu-trucks')).toBe(true);
    expect(isBrandSlug('Mazda')).toBe(false);
    expect(isBrandSlug('a--b')).toBe(false);
    expect(isBrandSlug('x'.repeat(101))).toBe(false);
  });

  it('trails Home → Brands → the brand, the last not a link', () => {
    expect(brandBreadcrumbs('Mazda')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Brands', href: '/brands' },
      { label: 'Mazda', href: null },
    ]);
  });
});
