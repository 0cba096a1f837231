import { describe, expect, it } from 'vitest';
import { applyWatchlistAction, watchlistCarState, watchlistRequestSchema, watchlistToast } from './watchlist';

describe('watchlistToast (I-6, I-7)', () => {
  it('says what was saved or removed, by name', () => {
    expect(watchlistToast('save', '2020 Kia Rio S')).toEqual({
      title: 'Car Saved In Watchlist',
      text: '2020 Kia Rio S is now available in your watchlist',
    });
    expect(watchlistToast('remove', '2020 Kia Rio S')).toEqual({
      title: 'Car Removed',
      text: '2020 Kia Rio S is no longer in your watchlist',
    });
  });
});

describe('applyWatchlistAction (I-4)', () => {
  it('adds a car once, at the end, and removes it', () => {
    expect(applyWatchlistAction([1, 2], 3, 'save')).toEqual([1, 2, 3]);
    expect(applyWatchlistAction([1, 3, 2], 3, 'save')).toEqual([1, 2, 3]);
    expect(applyWatchlistAction([1, 3, 2], 3, 'remove')).toEqual([1, 2]);
    expect(applyWatchlistAction([1, 2], 3, 'remove')).toEqual([1, 2]);
  });
});

describe('watchlistRequestSchema (I-2, I-3)', () => {
  it('reads {phone_number, car_id}, the id as a number or digits', () => {
    expect(watchlistRequestSchema.parse({ phone_number: '0412345678', car_id: 12 })).toEqual({
      phone_number: '0412345678',
      car_id: 12,
    });
    expect(watchlistRequestSchema.parse({ phone_number: 'x', car_id: '12' }).car_id).toBe(12);
  });

  it.each([
    { car_id: 12 },
    { phone_number: 'x', car_id: 0 },
    { phone_number: 'x', car_id: '1e3' },
    { phone_number: 'x', car_id: 1, more: 1 },
  ])('refuses %j', (body) => {
    expect(watchlistRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('watchlistCarState', () => {
  const car = { status: 'in_stock', sold: false, reserved: false };
  it.each([
    [car, true, 'inStock'],
    [{ ...car, reserved: true }, true, 'reserved'],
    [{ ...car, sold: true }, true, 'sold'],
    [{ ...car, status: 'sold' }, true, 'sold'],
    [{ ...car, status: 'withdrawn' }, true, 'unlisted'],
    [car, false, 'unlisted'],
  ] as const)('%j listed %s is %s', (given, listed, state) => {
    expect(watchlistCarState(given, listed)).toBe(state);
  });
});
