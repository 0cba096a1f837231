import { describe, expect, it } from 'vitest';
import { cardRating } from './card-rating';

describe('J-6 cardRating', () => {
  it('shows the average to one decimal with its review count', () => {
    expect(cardRating(4.7, 212)).toEqual({ average: 4.7, count: 212 });
    expect(cardRating(4.349, 3)).toEqual({ average: 4.3, count: 3 });
  });

  it('keeps the average within 0–5', () => {
    expect(cardRating(5.4, 1)).toEqual({ average: 5, count: 1 });
    expect(cardRating(-1, 1)).toEqual({ average: 0, count: 1 });
  });

  it('is null without an average or without reviews', () => {
    expect(cardRating(null, 10)).toBeNull();
    expect(cardRating(Number.NaN, 10)).toBeNull();
    expect(cardRating(4.5, null)).toBeNull();
    expect(cardRating(4.5, 0)).toBeNull();
    expect(cardRating(4.5, 2.5)).toBeNull();
  });
});
