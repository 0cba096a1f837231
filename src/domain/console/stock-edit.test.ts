import { describe, expect, it } from 'vitest';
import {
  readStockQuery,
  STOCK_STATES,
  stockChangesOf,
  stockEditSchema,
  stockSearch,
  stockStateColumns,
  stockStateOf,
} from './stock-edit';

const NOW = new Date('2026-11-28T00:00:00Z');
const EARLIER = new Date('2026-10-01T00:00:00Z');

describe('a car’s stock state (issue 18)', () => {
  it('reads back every state it writes', () => {
    for (const state of STOCK_STATES) expect(stockStateOf(stockStateColumns(state, null, NOW))).toBe(state);
  });

  it('keeps the day a car was first sold, and forgets it when the car is back in stock', () => {
    expect(stockStateColumns('sold', EARLIER, NOW).soldAt).toEqual(EARLIER);
    expect(stockStateColumns('sold', null, NOW).soldAt).toEqual(NOW);
    expect(stockStateColumns('in_stock', EARLIER, NOW)).toEqual({
      status: 'in_stock',
      reserved: false,
      sold: false,
      soldAt: null,
    });
  });

  it('reads a sold flag or a sold status as sold, and a held car in stock as reserved', () => {
    expect(stockStateOf({ status: 'in_stock', reserved: false, sold: true })).toBe('sold');
    expect(stockStateOf({ status: 'sold', reserved: true, sold: false })).toBe('sold');
    expect(stockStateOf({ status: 'in_stock', reserved: true, sold: false })).toBe('reserved');
    expect(stockStateOf({ status: 'coming_soon', reserved: false, sold: false })).toBe('coming_soon');
  });
});

describe('a console stock edit', () => {
  const edit = { vehicleId: 5, price: 29_990, state: 'reserved', tag: '  ', comments: ' Low km. ' };

  it('trims text and stores a blank tag or comment as none', () => {
    expect(stockEditSchema.parse(edit)).toEqual({ ...edit, tag: null, comments: 'Low km.' });
  });

  it('refuses a price that is not whole dollars, negative or past the cap', () => {
    const problems = [29_990.5, -1, 10_000_001, '29990'].map(
      (price) => stockEditSchema.safeParse({ ...edit, price }).error?.issues[0]?.message,
    );
    expect(problems).toEqual([
      'Enter the price in whole dollars',
      'The price cannot be negative',
      'The price is at most $10,000,000',
      'Enter the price in whole dollars',
    ]);
    expect(stockEditSchema.safeParse({ ...edit, tag: 'x'.repeat(41) }).error?.issues[0]?.message).toBe(
      'A tag is at most 40 characters',
    );
    expect(stockEditSchema.safeParse({ ...edit, extra: 1 }).success).toBe(false);
  });

  it('lists one change per changed field, old and new as text', () => {
    const before = { price: 30_000, state: 'in_stock', tag: null, comments: 'Low km.' } as const;
    expect(stockChangesOf(before, { ...before })).toEqual([]);
    expect(stockChangesOf(before, { price: 29_990, state: 'reserved', tag: 'Hot', comments: null })).toEqual([
      { field: 'price', oldValue: '30000', newValue: '29990' },
      { field: 'state', oldValue: 'in_stock', newValue: 'reserved' },
      { field: 'tag', oldValue: null, newValue: 'Hot' },
      { field: 'comments', oldValue: 'Low km.', newValue: null },
    ]);
  });

  it('reads the stock list’s filters and writes them back', () => {
    const query = readStockQuery({ q: ' rav4 ', state: 'sold', page: '2' });
    expect(query).toEqual({ text: 'rav4', state: 'sold', page: 2 });
    expect(stockSearch(query, 2)).toBe('?q=rav4&state=sold&page=2');
    expect(readStockQuery({ state: 'gone', page: 'x' })).toEqual({ text: '', state: null, page: 1 });
  });
});
