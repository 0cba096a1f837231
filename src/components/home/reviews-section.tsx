import { basedOnText } from '@/domain/group/reviews';
import type { HomeReviews } from '@/domain/home/types';
import { Section } from '@/components/ui/section';
import { ReviewCard } from './review-card';
import { ReviewStars } from '@/components/ui/review-stars';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * L-24 / B-48: the home page's reviews at /#reviews, under the aggregate (L-20). The first few show; the rest of
 * the full view (L-18) open with a native disclosure, which works without JavaScript and is keyboard-operable.
 */
export function ReviewsSection({ data }: { data: HomeReviews }) {
  const { reviews, initiallyShown } = data;
  if (reviews.length === 0) return null;
  const first = reviews.slice(0, initiallyShown);
  const rest = reviews.slice(initiallyShown);
  return (
    <Section id="reviews" title="What our customers say">
      {data.averageRating ? (
        <p className="mb-6 flex flex-wrap items-center gap-3" data-testid="reviews-aggregate">
          <span className="text-3xl font-bold">{data.averageRating}</span>
          <ReviewStars rating={Number(data.averageRating)} size="size-6" />
          <span className="text-muted">{basedOnText(data.count)}</span>
        </p>
      ) : null}
      <ul className={GRID} data-testid="reviews-list">
        {first.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="group mt-6">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-current px-4 text-sm font-semibold group-open:mb-6">
            <span className="group-open:hidden">Show all {reviews.length} reviews</span>
            <span className="hidden group-open:inline">Show fewer reviews</span>
          </summary>
          <ul className={GRID}>
            {rest.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Section>
  );
}
