import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { weeklyLineParts } from '@/domain/finance/finance-summary';
import type { SearchCardDto } from '@/domain/search/page/types';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { PlainImage, PRIORITY_IMAGE } from '@/components/ui/plain-image';
import { CardButtons } from './card-buttons';
import { CardSpecs } from './card-specs';
import { CardTagBadge } from './card-tag-badge';
import { SaveCarControls } from '@/components/cards/save-car-controls';

type SearchResultCardProps = {
  card: SearchCardDto;
  favourites: FavouritesDto | null;
  /** The first result: its photo is the largest paint on a phone (eager, high priority). */
  priority?: boolean;
};

/** C-61 with its comparison rate, the rate drawn smaller: the whole line fits one row of a phone's card. */
function FinanceLine({ line }: { line: string }) {
  const { figure, comparison } = weeklyLineParts(line);
  return (
    <p data-testid="finance-line" className="card-note">
      {figure}
      {comparison ? <span className="card-note-small"> {comparison}</span> : null}
    </p>
  );
}

/**
 * One result card (C-51..C-74): links are side by side, never nested. On a phone the photo sits beside the
 * title, price and key facts, and one action shows (decision 055: two cards or more per 390×844 screen).
 */
export function SearchResultCard({ card, favourites, priority = false }: SearchResultCardProps) {
  return (
    <article data-testid="search-card" className="card overflow-hidden">
      <div className="card-head">
        <Link href={card.href} prefetch={false} tabIndex={-1} aria-hidden="true" className="card-media">
          {card.image ? (
            <PlainImage
              src={card.image.url}
              alt=""
              width={800}
              height={600}
              {...(priority ? PRIORITY_IMAGE : {})}
            />
          ) : (
            <ImagePlaceholder icon="car" label="Photo coming soon" />
          )}
        </Link>
        <div className="card-summary">
          {card.tag ? <CardTagBadge tag={card.tag} /> : null}
          <h2 className="card-title">
            <Link href={card.href} prefetch={false}>
              {card.title}
            </Link>
          </h2>
          <p className="card-price">
            <span>{card.price.text}</span>
            {card.price.wasPrice ? (
              <s>
                <span className="sr-only">Was </span>
                {card.price.wasPrice}
              </s>
            ) : null}
            {card.price.priceType ? <span>{card.price.priceType}</span> : null}
          </p>
          {card.specs ? <CardSpecs specs={card.specs} /> : null}
          <p data-testid="card-place" className="card-place">
            <Icon name="map-pin" />
            <span>
              {card.locationName}
              {card.distanceText ? ` · ${card.distanceText}` : null}
            </span>
          </p>
        </div>
      </div>
      <div className="card-rest">
        {card.financeLine ? <FinanceLine line={card.financeLine} /> : null}
        {/* One row: the save controls are 44 px tall for touch, with room beside them for the views. */}
        <div className="card-meta">
          {card.save && favourites ? <SaveCarControls save={card.save} favourites={favourites} /> : null}
          {card.viewsText ? <p className="card-views">{card.viewsText}</p> : null}
        </div>
        <div className="card-foot">
          {card.similarPrompt ? <p className="card-note">{card.similarPrompt}</p> : null}
          <CardButtons buttons={card.buttons} carId={card.id} carTitle={card.title} />
        </div>
      </div>
    </article>
  );
}
