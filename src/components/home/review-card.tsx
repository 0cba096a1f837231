import type { HomeReview } from '@/domain/home/types';
import { ReviewStars } from '@/components/ui/review-stars';

/** L-15: one review: stars, text, the customer's name and how long ago. */
export function ReviewCard({ review }: { review: HomeReview }) {
  return (
    <figure className="flex h-full flex-col gap-3 rounded-lg border border-foreground/10 bg-background p-5 shadow-sm">
      <ReviewStars rating={review.rating} />
      <blockquote className="line-clamp-6 text-sm">{review.text}</blockquote>
      <figcaption className="mt-auto text-sm">
        <span className="font-semibold">{review.customerName}</span>
        <span className="text-muted">
          {' · '}
          <time dateTime={review.reviewDate}>{review.timeAgo}</time>
        </span>
      </figcaption>
    </figure>
  );
}
