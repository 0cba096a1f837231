/** L-15..L-20: customer reviews as the home page shows them. */

export type ReviewLike = { customerName: string; rating: number };

export type VisibleReviewsOptions = {
  /** L-17: reviews rated below this are hidden (`reviews.minRating`, default 4). */
  minRating: number;
  /** L-19: reviews by these customers are hidden (`reviews.hiddenCustomerNames`). */
  hiddenCustomerNames: readonly string[];
  /** At most this many (L-18: the full view shows `reviews.googleFullQuantity`, 12). */
  limit?: number;
};

/** How names compare for L-19: trimmed, inner spaces collapsed, lower case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** L-17, L-19: the reviews worth showing, in the order given; a hidden name matches whatever its case or spacing. */
export function visibleReviews<T extends ReviewLike>(
  reviews: readonly T[],
  options: VisibleReviewsOptions,
): T[] {
  const hidden = new Set(options.hiddenCustomerNames.map(nameKey));
  const shown = reviews.filter(
    (review) => review.rating >= options.minRating && !hidden.has(nameKey(review.customerName)),
  );
  return options.limit === undefined ? shown : shown.slice(0, options.limit);
}

/**
 * L-16: five star slots, each 0..1 filled. Four whole stars then a partial one for 4.7 (the spec's "up to 4
 * full plus a partial"); 5.0 fills the fifth too. Fractions are rounded to 2 places so 4.7 gives 0.7, not
 * 0.7000000000000002.
 */
export function starFill(rating: number): number[] {
  const clamped = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return [0, 1, 2, 3, 4].map((slot) => Math.round(Math.min(1, Math.max(0, clamped - slot)) * 100) / 100);
}

/** L-15: the average as the aggregate carries it, a string with one decimal ('4.7'); null with no reviews. */
export function averageRatingText(sum: number, count: number): string | null {
  if (count <= 0) return null;
  return (Math.round((sum / count) * 10) / 10).toFixed(1);
}

/** L-20: 'Based on 13343 reviews'; the spec shows no thousands separator, so none is added. */
export function basedOnText(count: number): string {
  return `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

const DAY_MS = 86_400_000;

/**
 * L-15 `created_at_time_ago_in_words`: '3 days ago', 'about 2 months ago', 'over a year ago', between two
 * calendar dates ('YYYY-MM-DD'), so no time zone can shift it.
 */
export function timeAgoInWords(isoDate: string, todayIsoDate: string): string {
  const days = Math.round(
    (Date.parse(`${todayIsoDate}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / DAY_MS,
  );
  if (!Number.isFinite(days) || days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  const months = Math.round(days / 30.44);
  if (days < 45) return 'about a month ago';
  if (days < 365) return `about ${months} months ago`;
  const years = Math.floor(days / 365);
  return years === 1 ? 'over a year ago' : `over ${years} years ago`;
}
