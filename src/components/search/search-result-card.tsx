import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import type { SearchCardDto } from '@/domain/search/page/types';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { PlainImage } from '@/components/ui/plain-image';
import { CardButtons } from './card-buttons';
import { CardSpecs } from './card-specs';
import { CardTagBadge } from './card-tag-badge';
import { SaveCarControls } from '@/components/cards/save-car-controls';

type SearchResultCardProps = { card: SearchCardDto; favourites: FavouritesDto | null };

/** One result card (C-51..C-74): links are side by side, never nested. */
export function SearchResultCard({ card, favourites }: SearchResultCardProps) {
  return (
    <article data-testid="search-card" className="card overflow-hidden">
      <Link href={card.href} prefetch={false} tabIndex={-1} aria-hidden="true" className="relative block">
        {card.image ? (
          <PlainImage
            src={card.image.url}
            alt=""
            width={800}
            height={600}
            className="aspect-4/3 w-full object-cover"
          />
        ) : (
          <ImagePlaceholder icon="car" label="Photo coming soon" />
        )}
        <span className="card-chip absolute bottom-2 left-2">
          <Icon name="map-pin" className="size-3" />
          {card.locationName}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {card.tag ? <CardTagBadge tag={card.tag} /> : null}
        <h2 className="font-semibold">
          <Link href={card.href} prefetch={false} className="hover:underline">
            {card.title}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-xl font-bold text-primary">{card.price.text}</span>
          {card.price.wasPrice ? (
            <s className="text-sm text-muted">
              <span className="sr-only">Was </span>
              {card.price.wasPrice}
            </s>
          ) : null}
          {card.price.priceType ? <span className="text-sm text-muted">{card.price.priceType}</span> : null}
        </p>
        {card.financeLine ? (
          <p data-testid="finance-line" className="text-sm font-medium">
            {card.financeLine}
          </p>
        ) : null}
        {card.specs ? <CardSpecs specs={card.specs} /> : null}
        {card.viewsText ? <p className="text-xs text-muted">{card.viewsText}</p> : null}
        {card.save && favourites ? <SaveCarControls save={card.save} favourites={favourites} /> : null}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {card.similarPrompt ? <p className="text-sm font-medium">{card.similarPrompt}</p> : null}
          <CardButtons buttons={card.buttons} carId={card.id} />
        </div>
      </div>
    </article>
  );
}
