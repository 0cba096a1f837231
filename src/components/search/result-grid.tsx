import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import type { ResultCardDto } from '@/domain/search/page/types';
import { PromoCard } from './promo-card';
import { SearchResultCard } from './search-result-card';

export type ResultListProps = { cards: readonly ResultCardDto[]; favourites: FavouritesDto | null };

export function ResultCardItem({
  item,
  favourites,
  priority = false,
}: {
  item: ResultCardDto;
  favourites: FavouritesDto | null;
  /** See SearchResultCard. */
  priority?: boolean;
}) {
  if (item.kind === 'hit')
    return <SearchResultCard card={item.card} favourites={favourites} priority={priority} />;
  return <PromoCard promo={item.promo} testId={item.kind === 'cta' ? 'cta-card' : 'promo-card'} />;
}

export function ResultGrid({ cards, favourites }: ResultListProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((item, index) => (
        <li key={item.key}>
          <ResultCardItem item={item} favourites={favourites} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
