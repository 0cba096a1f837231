/** A location card's star rating (J-4, J-6): the Google average and how many reviews it rests on. */
export type CardRating = { average: number; count: number };

/**
 * The rating a location card shows, or null: a location without reviews (no count, or none yet) shows no
 * stars rather than five empty ones. The average is kept within 0–5 and to one decimal, as the stars draw it.
 */
export function cardRating(averageRating: number | null, reviewCount: number | null): CardRating | null {
  if (averageRating === null || !Number.isFinite(averageRating)) return null;
  if (reviewCount === null || !Number.isInteger(reviewCount) || reviewCount <= 0) return null;
  const average = Math.round(Math.min(5, Math.max(0, averageRating)) * 10) / 10;
  return { average, count: reviewCount };
}
