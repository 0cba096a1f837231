import { formatLongDate } from '@/domain/format/date';
import type { ReviewDto } from '@/server/home/types';
import { Section } from '@/components/ui/section';
import { ReviewStars } from './review-stars';

/** L-24 / B-48: the home page's reviews, reachable at /#reviews; hidden when there are none to show. */
export function ReviewsSection({ reviews }: { reviews: ReviewDto[] }) {
  if (reviews.length === 0) return null;
  return (
    <Section id="reviews" title="What our customers say">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="flex h-full flex-col gap-3 rounded-lg border border-foreground/10 bg-background p-5 shadow-sm">
              <ReviewStars rating={review.rating} />
              <blockquote className="line-clamp-6 text-sm">{review.text}</blockquote>
              <figcaption className="mt-auto text-sm">
                <span className="font-semibold">{review.customerName}</span>
                <span className="text-muted"> · {formatLongDate(review.reviewDate)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
