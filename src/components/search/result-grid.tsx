import type { ResultCardDto } from '@/domain/search/page/types';
import { PromoCard } from './promo-card';
import { SearchResultCard } from './search-result-card';

export function ResultCardItem({ item }: { item: ResultCardDto }) {
  return item.kind === 'hit' ? <SearchResultCard card={item.card} /> : <PromoCard promo={item.promo} />;
}

export function ResultGrid({ cards }: { cards: readonly ResultCardDto[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((item) => (
        <li key={item.key}>
          <ResultCardItem item={item} />
        </li>
      ))}
    </ul>
  );
}
