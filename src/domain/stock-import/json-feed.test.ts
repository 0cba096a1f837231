import { describe, expect, it } from 'vitest';
import { jsonFeedRows } from './json-feed';

describe('a JSON feed in the vehicle contract (issue 18)', () => {
  it('refuses anything but an array of vehicles or an object with one', () => {
    const error = 'A JSON feed must be an array of vehicles or an object with a "vehicles" array';
    expect(jsonFeedRows({ cars: [] })).toEqual({ ok: false, error });
    expect(jsonFeedRows('vehicles')).toEqual({ ok: false, error });
  });

  it('reads contract names into cells and names the fields some vehicle carries', () => {
    const read = jsonFeedRows([
      {
        stocknum: 'J1',
        price: 38990,
        engine_size: 2494,
        images: ['https://a.example/1.jpg', { url: 'https://a.example/2.jpg' }],
      },
      {
        stocknum: 'J2',
        price_type: 'Drive away',
        simple_drive: 'AWD',
        location_name: 'Logan',
        features: ['A', 'B'],
      },
    ]);
    if (!read.ok) throw new Error(read.error);
    const cell = (row: number, field: keyof typeof read.plan.columns) =>
      read.rows[row]![read.plan.columns[field]!];
    expect([cell(0, 'price'), cell(0, 'engine'), cell(0, 'photos')]).toEqual([
      '38990',
      '2494cc',
      'https://a.example/1.jpg|https://a.example/2.jpg',
    ]);
    expect([
      cell(1, 'priceType'),
      cell(1, 'drive'),
      cell(1, 'location'),
      cell(1, 'features'),
      cell(1, 'vin'),
    ]).toEqual(['Drive away', 'AWD', 'Logan', 'A|B', undefined]);
    expect(read.fields.sort()).toEqual([
      'drive',
      'engine',
      'features',
      'location',
      'photos',
      'price',
      'priceType',
      'stocknum',
    ]);
  });
});
