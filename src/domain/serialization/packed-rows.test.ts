import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from './packed-rows';

describe('packRows / unpackRows', () => {
  it('keeps the keys once and a row of values per record, nested values as they are', () => {
    const records = [
      { id: 1, name: 'A', lender: { rate: 8.5 } },
      { id: 2, name: 'B', lender: null },
    ];
    expect(packRows(records)).toEqual({
      keys: ['id', 'name', 'lender'],
      rows: [
        [1, 'A', { rate: 8.5 }],
        [2, 'B', null],
      ],
    });
  });

  it('gives the same records back after JSON', () => {
    const records = [
      { id: 1, sold: false, price: 26990, createdAt: '2026-07-15T06:43:21.486Z' },
      { id: 2, sold: true, price: null, createdAt: '2026-07-16T00:00:00.000Z' },
    ];
    expect(unpackRows(JSON.parse(JSON.stringify(packRows(records))))).toEqual(records);
  });

  it('takes every key any record has; one a record lacks comes back null after JSON', () => {
    const packed = packRows<{ a: number; b?: number }>([{ a: 1 }, { a: 2, b: 3 }]);
    expect(packed.keys).toEqual(['a', 'b']);
    expect(unpackRows(JSON.parse(JSON.stringify(packed)))).toEqual([
      { a: 1, b: null },
      { a: 2, b: 3 },
    ]);
  });

  it('packs an empty list to no keys and no rows', () => {
    expect(packRows([])).toEqual({ keys: [], rows: [] });
    expect(unpackRows({ keys: [], rows: [] })).toEqual([]);
  });
});
