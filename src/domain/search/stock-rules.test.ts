import { describe, expect, it } from 'vitest';
import {
  isStockListed,
  parseSiteFilters,
  resolveStockRules,
  type RuleCar,
  type StockRuleOptions,
} from './stock-rules';

const now = new Date('2025-06-10T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const car: RuleCar = {
  itemType: 'car',
  state: 'QLD',
  stocknum: 'S1',
  price: 20_000,
  sold: false,
  status: 'in_stock',
  soldAt: null,
  dealershipId: 1,
};
const options: StockRuleOptions = {
  excludedItemTypes: [],
  excludedStates: [],
  hiddenStockNumbers: [],
  hideZeroPriceVehicles: false,
  excludeZeroPriceOnPriceAsc: false,
  soldRetentionDays: new Map([[2, 5]]),
  defaultSoldRetentionDays: 3,
};
const listed = (c: Partial<RuleCar>, o: Partial<StockRuleOptions> = {}, sort = 'custom_rank:desc') =>
  isStockListed({ ...car, ...c }, resolveStockRules({ ...options, ...o }, now, sort));

describe('stock filter exclusions (C-28, C-29)', () => {
  it('hides excluded item types, excluded states (any case) and hidden stock numbers', () => {
    expect(listed({})).toBe(true);
    expect(listed({ itemType: 'caravan' }, { excludedItemTypes: ['caravan'] })).toBe(false);
    expect(listed({}, { excludedStates: ['qld'] })).toBe(false);
    expect(listed({ state: 'NSW' }, { excludedStates: ['qld'] })).toBe(true);
    expect(listed({}, { hiddenStockNumbers: ['S1'] })).toBe(false);
  });
});

describe('zero prices (C-30, C-31)', () => {
  it('hideZeroPriceVehicles hides price <= 0 under every sort', () => {
    expect(listed({ price: 0 }, { hideZeroPriceVehicles: true })).toBe(false);
    expect(listed({ price: 0 })).toBe(true);
  });
  it('excludeZeroPriceOnPriceAsc hides them only under price ascending', () => {
    expect(listed({ price: 0 }, { excludeZeroPriceOnPriceAsc: true }, 'price:asc')).toBe(false);
    expect(listed({ price: 0 }, { excludeZeroPriceOnPriceAsc: true }, 'price:desc')).toBe(true);
  });
});

describe('sold retention (C-77)', () => {
  it('keeps a sold car for 3 days by default, measured from sold_at', () => {
    expect(listed({ sold: true, soldAt: new Date(now.getTime() - 3 * DAY + 1) })).toBe(true);
    expect(listed({ sold: true, soldAt: new Date(now.getTime() - 3 * DAY) })).toBe(false);
    expect(listed({ status: 'sold', soldAt: new Date(now.getTime() - 4 * DAY) })).toBe(false);
  });
  it('uses the dealership override and hides sold cars without sold_at', () => {
    expect(listed({ dealershipId: 2, sold: true, soldAt: new Date(now.getTime() - 4 * DAY) })).toBe(true);
    expect(listed({ sold: true, soldAt: null })).toBe(false);
  });
});

describe('parseSiteFilters', () => {
  it('ANDs attributes, ORs a repeated attribute and ignores unknown ones', () => {
    expect(parseSiteFilters('make:Toyota AND car_type:new AND car_type:demo AND colour_x:Red')).toEqual({
      make: ['Toyota'],
      car_type: ['new', 'demo'],
    });
    expect(parseSiteFilters('')).toEqual({});
  });
});
