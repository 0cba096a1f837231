import { Icon } from '@/components/ui/icon';
import { starFill } from '@/domain/group/reviews';

/**
 * L-16: five star slots, whole stars then a partial one (4.7 → four and 0.7 of the fifth). The exact rating is
 * in the accessible label; the drawn stars are decoration.
 */
export function ReviewStars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-accent">
      {starFill(rating).map((fill, slot) => (
        <span key={slot} aria-hidden="true" className={`relative inline-block ${size}`} data-fill={fill}>
          <Icon name="star" className={`absolute inset-0 ${size}`} />
          {fill > 0 ? (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Icon name="star" className={`fill-current ${size}`} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
