import type { FavouritesDto, ResultCardDto } from '@/domain/search/page/types';
import { PromoCard } from './promo-card';
import { SearchResultCard } from './search-result-card';

type ResultGridProps = { cards: readonly ResultCardDto[]; favourites: FavouritesDto | null };

export function ResultGrid({ cards, favourites }: ResultGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((item) => (
        <li key={item.key}>
          {item.kind === 'hit' ? (
            <SearchResultCard card={item.card} favourites={favourites} />
          ) : (
            <PromoCard promo={item.promo} testId={item.kind === 'cta' ? 'cta-card' : 'promo-card'} />
          )}
        </li>
      ))}
    </ul>
  );
}
