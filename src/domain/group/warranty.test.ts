import { describe, expect, it } from 'vitest';
import { warrantyLines, warrantyText } from './warranty';

const plain = { unlimitedKm: false, roadsideYears: null, text: null };

describe('warrantyText (L-9)', () => {
  it('words the three kinds the spec names', () => {
    expect(warrantyText({ ...plain, years: 3 })).toBe('3-year warranty');
    expect(warrantyText({ ...plain, years: 5 })).toBe('5-year warranty');
    expect(warrantyText({ years: 7, unlimitedKm: true, roadsideYears: 5, text: null })).toBe(
      '7-year unlimited km warranty with 5-year roadside assist',
    );
  });

  it("uses the dealer's own text when set", () => {
    expect(warrantyText({ ...plain, years: 5, text: 'Five years, conditions apply' })).toBe(
      'Five years, conditions apply',
    );
  });
});

describe('warrantyLines', () => {
  it('lists the used-car standard first, then brands by name', () => {
    const lines = warrantyLines({
      Kia: { years: 7, unlimitedKm: true, roadsideYears: 5, text: null },
      used: { ...plain, years: 3 },
      Hyundai: { ...plain, years: 5 },
    });
    expect(lines).toEqual([
      { key: 'used', heading: 'Used cars', text: '3-year warranty as standard' },
      { key: 'Hyundai', heading: 'New Hyundai', text: '5-year warranty' },
      { key: 'Kia', heading: 'New Kia', text: '7-year unlimited km warranty with 5-year roadside assist' },
    ]);
  });

  it('is empty with no entries', () => {
    expect(warrantyLines({})).toEqual([]);
  });
});
