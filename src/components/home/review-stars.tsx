import { Star } from 'lucide-react';

/** Five stars, filled to the nearest whole star; the exact rating is in the accessible label. */
export function ReviewStars({ rating }: { rating: number }) {
  const filled = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-accent">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className="size-4"
          fill={star <= filled ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
