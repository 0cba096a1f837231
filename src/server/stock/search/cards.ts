import 'server-only';
import type { SearchHit } from '@/domain/search/state';
import { hitOf } from './engine/search-index';
import type { SiteIndex } from './engine/site-index';

type Card = { hit: SearchHit; json: string | null };

/**
 * One index's cards, each built (object and JSON) once on first use instead of per request. Bounded, first
 * built out first: holding every card of a large site would cost more than its whole index (decision 038).
 */
export class CardCache {
  private readonly cards = new Map<number, Card>();

  constructor(
    private readonly index: SiteIndex,
    private readonly capacity: number,
  ) {}

  hit(doc: number): SearchHit {
    return this.card(doc).hit;
  }

  json(doc: number): string {
    const card = this.card(doc);
    return (card.json ??= JSON.stringify(card.hit));
  }

  get size(): number {
    return this.cards.size;
  }

  private card(doc: number): Card {
    let card = this.cards.get(doc);
    if (card) return card;
    card = { hit: hitOf(this.index, doc), json: null };
    this.cards.set(doc, card);
    if (this.cards.size > this.capacity) this.cards.delete(this.cards.keys().next().value!);
    return card;
  }
}
