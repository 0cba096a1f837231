import type { SiteConfig } from '@/config';
import { activePromotions, shouldShowPromoCard, TRADE_IN_PROMO_CARD, type Promotion } from '../promo-cards';
import type { SearchState } from '../state';
import type { PromoCardDto } from './types';

/** The content of a promotion row (K-14 `node`); the server checks it where it leaves the database. */
export type PromotionNode = {
  title: string;
  body: string;
  imageUrl: string | null;
  url: string;
  buttonText: string;
};

export type SearchPromotion = Promotion<PromotionNode> & { id: number };

/** C-80/C-81 as a card; the button text is ours (the spec shows none). */
export const TRADE_IN_BUTTON_TEXT = 'Value my car';

export function tradeInPromoCard(): PromoCardDto {
  return { ...TRADE_IN_PROMO_CARD, buttonText: TRADE_IN_BUTTON_TEXT, imageUrl: null };
}

/** A promotion's node as the card the results show (the console's preview draws the same). */
export function promotionCard(node: PromotionNode): PromoCardDto {
  const { title, body, url, buttonText, imageUrl } = node;
  return { title, subtitle: null, body, href: url, buttonText, imageUrl };
}

/**
 * C-82/C-85/C-86 `promoSlotCards`: what the promo slots cycle through, in order: the trade-in card when C-82
 * allows it, then the promotions active at `now` that match the selected car types (K-15/K-16), by their
 * position (K-17; ties by id).
 */
export function promoSlotCards(
  refinements: SearchState['refinements'],
  promo: Pick<SiteConfig['promo'], 'tradeInCardEnabled'>,
  promotions: readonly SearchPromotion[],
  now: Date,
): PromoCardDto[] {
  const tradeIn = shouldShowPromoCard(refinements, promo) ? [tradeInPromoCard()] : [];
  const shown = activePromotions(promotions, refinements.car_type ?? [], now)
    .toSorted((a, b) => a.position - b.position || a.id - b.id)
    .map((promotion) => promotionCard(promotion.node));
  return [...tradeIn, ...shown];
}
