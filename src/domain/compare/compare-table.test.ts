import { describe, expect, it } from 'vitest';
import { buildCompareRows, daysInStock, NOT_LISTED, type CompareCar } from './compare-table';

const CAR: CompareCar = {
  id: 1,
  slug: '2022-mazda-cx-5-maxx-1',
  title: '2022 Mazda CX-5 Maxx',
  href: '/cars/2022-mazda-cx-5-maxx-1',
  imageUrl: null,
  state: 'available',
  similarHref: '/search/new-used-and-demo-cars/mazda/cx-5',
  priceText: '$31,990',
  priceType: 'Drive Away',
  financeLine: '$123/wk at 7.49% p.a.',
  year: 2022,
  km: 40_000,
  body: 'SUV',
  engineLitres: 2.5,
  cylinders: 4,
  powerKw: 140,
  fuel: 'Petrol',
  transmission: 'Automatic',
  drive: 'AWD',
  seats: 5,
  colour: 'Red',
  economy: 7.44,
  ancapRating: 5,
  location: 'Springwood',
  daysInStock: 12,
};

describe('buildCompareRows (issue 16)', () => {
  it('lists every fact of one car, in order, none differing', () => {
    expect(buildCompareRows([CAR])).toEqual([
      { key: 'price', label: 'Price', values: ['$31,990 Drive Away'], differs: false },
      { key: 'finance', label: 'Finance', values: ['$123/wk at 7.49% p.a.'], differs: false },
      { key: 'year', label: 'Year', values: ['2022'], differs: false },
      { key: 'km', label: 'Kilometres', values: ['40,000 km'], differs: false },
      { key: 'body', label: 'Body', values: ['SUV'], differs: false },
      { key: 'engine', label: 'Engine', values: ['2.5L 4 cyl, 140 kW'], differs: false },
      { key: 'fuel', label: 'Fuel', values: ['Petrol'], differs: false },
      { key: 'transmission', label: 'Transmission', values: ['Automatic'], differs: false },
      { key: 'drive', label: 'Drive', values: ['AWD'], differs: false },
      { key: 'seats', label: 'Seats', values: ['5'], differs: false },
      { key: 'colour', label: 'Colour', values: ['Red'], differs: false },
      { key: 'economy', label: 'Fuel economy', values: ['7.4 L/100km'], differs: false },
      { key: 'safety', label: 'ANCAP safety', values: ['5 stars'], differs: false },
      { key: 'location', label: 'Location', values: ['Springwood'], differs: false },
      { key: 'days', label: 'Days in stock', values: ['12 days'], differs: false },
    ]);
  });

  it('marks the rows whose values differ, and only those', () => {
    const other = { ...CAR, id: 2, km: 52_300, colour: 'Red', priceText: '$29,500', daysInStock: 1 };
    const rows = buildCompareRows([CAR, other]);
    expect(rows.filter((row) => row.differs).map((row) => [row.key, row.values])).toEqual([
      ['price', ['$31,990 Drive Away', '$29,500 Drive Away']],
      ['km', ['40,000 km', '52,300 km']],
      ['days', ['12 days', '1 day']],
    ]);
    expect(rows.find((row) => row.key === 'colour')).toEqual({
      key: 'colour',
      label: 'Colour',
      values: ['Red', 'Red'],
      differs: false,
    });
  });

  it('leaves out a fact no car knows, and says which car does not list one that others do', () => {
    const unknown = { ...CAR, ancapRating: null, economy: null, financeLine: null, priceType: null };
    const rows = buildCompareRows([unknown, { ...unknown, id: 2, economy: 6.1 }]);
    expect(rows.map((row) => row.key)).not.toContain('safety');
    expect(rows.map((row) => row.key)).not.toContain('finance');
    expect(rows.find((row) => row.key === 'economy')).toEqual({
      key: 'economy',
      label: 'Fuel economy',
      values: [NOT_LISTED, '6.1 L/100km'],
      differs: true,
    });
    expect(rows[0]).toEqual({ key: 'price', label: 'Price', values: ['$31,990', '$31,990'], differs: false });
  });

  it('shows the engine from what is known of it', () => {
    const engineOf = (car: Partial<CompareCar>) =>
      buildCompareRows([{ ...CAR, ...car }]).find((row) => row.key === 'engine')?.values[0];
    expect(engineOf({ cylinders: null, powerKw: null })).toBe('2.5L');
    expect(engineOf({ engineLitres: null })).toBe('140 kW');
    expect(engineOf({ engineLitres: null, powerKw: null })).toBeUndefined();
  });

  it('has no rows without cars', () => {
    expect(buildCompareRows([])).toEqual([]);
  });
});

describe('daysInStock', () => {
  it('counts whole days since the listing, never fewer than 0', () => {
    const listed = new Date('2026-11-01T10:00:00Z');
    expect(daysInStock(listed, new Date('2026-11-01T23:00:00Z'))).toBe(0);
    expect(daysInStock(listed, new Date('2026-11-03T10:00:00Z'))).toBe(2);
    expect(daysInStock(listed, new Date('2026-10-31T10:00:00Z'))).toBe(0);
  });
});
