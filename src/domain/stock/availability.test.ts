import { describe, expect, it } from 'vitest';
import { isCheckoutEnabled, isInStock, isSold } from './availability';

const car = { status: 'in_stock', sold: false, reserved: false, price: 30000 };

describe('X-11/D-50 isInStock', () => {
  it.each([
    ['in_stock', {}, true],
    ['coming_soon', {}, true],
    ['sold', {}, false],
    ['withdrawn', {}, false],
    ['in_stock', { sold: true }, false],
    ['in_stock', { reserved: true }, false],
    ['coming_soon', { reserved: true }, false],
  ])('status %s %j → %s', (status, patch, expected) => {
    expect(isInStock({ ...car, status, ...patch })).toBe(expected);
  });
});

describe('C-74 isSold: status sold or the sold flag, not other non-stock statuses', () => {
  it('separates sold from merely unavailable', () => {
    expect(isSold({ status: 'sold', sold: false })).toBe(true);
    expect(isSold({ status: 'in_stock', sold: true })).toBe(true);
    expect(isSold({ status: 'withdrawn', sold: false })).toBe(false);
  });
});

describe('D-55 isCheckoutEnabled: price > 200 and in stock', () => {
  const config = { checkoutMinPrice: 200 };

  it('200 itself is not enabled; 201 is', () => {
    expect(isCheckoutEnabled({ ...car, price: 200 }, config)).toBe(false);
    expect(isCheckoutEnabled({ ...car, price: 201 }, config)).toBe(true);
  });

  it('needs the car in stock', () => {
    expect(isCheckoutEnabled({ ...car, reserved: true }, config)).toBe(false);
    expect(isCheckoutEnabled({ ...car, status: 'sold' }, config)).toBe(false);
  });

  it('follows vehicle.checkoutMinPrice', () => {
    expect(isCheckoutEnabled({ ...car, price: 900 }, { checkoutMinPrice: 1000 })).toBe(false);
  });
});
