import { describe, expect, it } from 'vitest';
import { averageRatingText, basedOnText, starFill, timeAgoInWords, visibleReviews } from './reviews';

describe('starFill (L-16: five slots, whole stars then a partial one)', () => {
  it('fills four stars and 0.7 of the fifth for 4.7 (the checklist example)', () => {
    expect(starFill(4.7)).toEqual([1, 1, 1, 1, 0.7]);
  });

  it('fills all five for 5 and none for 0', () => {
    expect(starFill(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFill(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('puts a partial star wherever the fraction falls', () => {
    expect(starFill(3.25)).toEqual([1, 1, 1, 0.25, 0]);
    expect(starFill(4)).toEqual([1, 1, 1, 1, 0]);
  });

  it('clamps out-of-range and non-numeric ratings', () => {
    expect(starFill(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFill(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(starFill(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});

const REVIEWS = [
  { id: 1, customerName: 'Ann B.', rating: 5 },
  { id: 2, customerName: 'Ben C.', rating: 3 },
  { id: 3, customerName: 'Cat D.', rating: 4 },
  { id: 4, customerName: 'Dan E.', rating: 4.5 },
  { id: 5, customerName: 'Eve F.', rating: 1 },
];

describe('visibleReviews (L-17 minimum rating, L-19 hidden names)', () => {
  it('hides reviews rated below the default minimum of 4 and keeps 4 itself', () => {
    const shown = visibleReviews(REVIEWS, { minRating: 4, hiddenCustomerNames: [] });
    expect(shown.map((review) => review.id)).toEqual([1, 3, 4]);
  });

  it('uses a configured minimum', () => {
    expect(visibleReviews(REVIEWS, { minRating: 3, hiddenCustomerNames: [] }).map((r) => r.id)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(visibleReviews(REVIEWS, { minRating: 5, hiddenCustomerNames: [] }).map((r) => r.id)).toEqual([1]);
  });

  it('hides the named customers whatever the case or spacing', () => {
    const shown = visibleReviews(REVIEWS, { minRating: 4, hiddenCustomerNames: ['ann  b.', ' DAN E. '] });
    expect(shown.map((review) => review.id)).toEqual([3]);
  });

  it('keeps at most the limit, in the order given (L-18: 12 in the full view)', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i, customerName: `C${i}`, rating: 5 }));
    expect(visibleReviews(many, { minRating: 4, hiddenCustomerNames: [], limit: 12 })).toHaveLength(12);
    expect(visibleReviews(many, { minRating: 4, hiddenCustomerNames: [], limit: 12 })[0]!.id).toBe(0);
  });
});

describe('the aggregate (L-15, L-20)', () => {
  it("reads 'Based on 13343 reviews' for the sample, without a separator", () => {
    expect(basedOnText(13343)).toBe('Based on 13343 reviews');
    expect(basedOnText(1)).toBe('Based on 1 review');
  });

  it('gives the average as a one-decimal string', () => {
    expect(averageRatingText(4.7 * 13343, 13343)).toBe('4.7');
    expect(averageRatingText(9, 2)).toBe('4.5');
    expect(averageRatingText(14, 3)).toBe('4.7');
    expect(averageRatingText(0, 0)).toBeNull();
  });
});

describe('timeAgoInWords (L-15 created_at_time_ago_in_words)', () => {
  it('words the gap between two dates', () => {
    expect(timeAgoInWords('2025-08-02', '2025-08-02')).toBe('today');
    expect(timeAgoInWords('2025-08-01', '2025-08-02')).toBe('yesterday');
    expect(timeAgoInWords('2025-07-23', '2025-08-02')).toBe('10 days ago');
    expect(timeAgoInWords('2025-07-01', '2025-08-02')).toBe('about a month ago');
    expect(timeAgoInWords('2025-05-02', '2025-08-02')).toBe('about 3 months ago');
    expect(timeAgoInWords('2024-06-01', '2025-08-02')).toBe('over a year ago');
    expect(timeAgoInWords('2022-06-01', '2025-08-02')).toBe('over 3 years ago');
  });
});
