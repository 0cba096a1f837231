import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import type { ResultCardDto } from '@/domain/search/page/types';
import { PromoCard } from './promo-card';
import { SearchResultCard } from './search-result-card';

export type ResultListProps = { cards: readonly ResultCardDto[]; favourites: FavouritesDto | null };

export function ResultCardItem({
  item,
  favourites,
}: {
  item: ResultCardDto;
  favourites: FavouritesDto | null;
}) {
  if (item.kind === 'hit') return <SearchResultCard card={item.card} favourites={favourites} />;
  return <PromoCard promo={item.promo} testId={item.kind === 'cta' ? 'cta-card' : 'promo-card'} />;
}

export function ResultGrid({ cards, favourites }: ResultListProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((item) => (
        <li key={item.key}>
          <ResultCardItem item={item} favourites={favourites} />
        </li>
      ))}
    </ul>
  );
}
