import { describe, expect, it } from 'vitest';
import { carStanding, watchedCarChange } from './watched-car';

describe('carStanding', () => {
  it('reads sold from the flag or the status, then reserved, else available', () => {
    expect(carStanding({ status: 'in_stock', sold: true, reserved: false })).toBe('sold');
    expect(carStanding({ status: 'sold', sold: false, reserved: true })).toBe('sold');
    expect(carStanding({ status: 'in_stock', sold: false, reserved: true })).toBe('reserved');
    expect(carStanding({ status: 'coming_soon', sold: false, reserved: false })).toBe('available');
  });
});

describe('watchedCarChange', () => {
  const available = (price: number | null) => ({ price, standing: 'available' as const });

  it('tells a price drop with both prices', () => {
    expect(watchedCarChange(available(30_000), { price: 28_500, standing: 'available' })).toEqual({
      kind: 'price-drop',
      from: 30_000,
      to: 28_500,
    });
  });

  it('says nothing of a rise, an equal price, or a placeholder price', () => {
    expect(watchedCarChange(available(30_000), { price: 31_000, standing: 'available' })).toBeNull();
    expect(watchedCarChange(available(30_000), { price: 30_000, standing: 'available' })).toBeNull();
    expect(watchedCarChange(available(30_000), { price: 10, standing: 'available' })).toBeNull();
    expect(watchedCarChange(available(null), { price: 20_000, standing: 'available' })).toBeNull();
  });

  it('tells a reservation or a sale before a price change made with it', () => {
    expect(watchedCarChange(available(30_000), { price: 29_000, standing: 'reserved' })).toEqual({
      kind: 'reserved',
    });
    expect(watchedCarChange(available(30_000), { price: 29_000, standing: 'sold' })).toEqual({
      kind: 'sold',
    });
    expect(
      watchedCarChange({ price: 30_000, standing: 'reserved' }, { price: 30_000, standing: 'sold' }),
    ).toEqual({ kind: 'sold' });
  });

  it('tells a reserved car back on sale, and a drop made while it was held as that', () => {
    expect(
      watchedCarChange({ price: 30_000, standing: 'reserved' }, { price: 29_000, standing: 'available' }),
    ).toEqual({ kind: 'available-again' });
  });

  it('says nothing of a sold car coming back or a cheaper sold car', () => {
    expect(
      watchedCarChange({ price: 30_000, standing: 'sold' }, { price: 29_000, standing: 'sold' }),
    ).toBeNull();
    expect(
      watchedCarChange({ price: 30_000, standing: 'sold' }, { price: 30_000, standing: 'available' }),
    ).toBeNull();
  });
});
