import type { PromoCardPosition } from '@/config';
import type { SearchState } from './state';

/** C-80/C-81: the trade-in card's copy and target. */
export const TRADE_IN_PROMO_CARD = {
  title: 'We Want Your Car!',
  subtitle: 'We buy all types of cars',
  body: 'Our high turnover means we can pay more',
  href: '/trade-in',
} as const;

/** C-82 `shouldShowPromoCard`: the car-type filter is exactly used-only, or the dealer turns the card on. */
export function shouldShowPromoCard(
  refinements: SearchState['refinements'],
  config: { tradeInCardEnabled: boolean },
): boolean {
  const carTypes = refinements.car_type ?? [];
  return config.tradeInCardEnabled || (carTypes.length === 1 && carTypes[0] === 'used');
}

/** K-14: a promotion node. A null start or expiry leaves that side open. */
export type Promotion<N = unknown> = {
  start: string | null;
  expiry: string | null;
  position: number;
  display: readonly string[];
  strictDisplay: boolean;
  node: N;
};

/** K-15 `isPromotionActive`: start ≤ now ≤ expiry, both inclusive; an unreadable date fails closed. */
export function isPromotionActive(promotion: Pick<Promotion, 'start' | 'expiry'>, now: Date): boolean {
  const at = now.getTime();
  const start = promotion.start === null ? -Infinity : Date.parse(promotion.start);
  const expiry = promotion.expiry === null ? Infinity : Date.parse(promotion.expiry);
  return start <= at && at <= expiry;
}

/**
 * K-16 `promotionMatches`: non-strict shows when display is empty, no car type is selected, or they share one;
 * strict needs at least one selected car type and every selected type in display.
 */
export function promotionMatches(
  promotion: Pick<Promotion, 'display' | 'strictDisplay'>,
  carTypes: readonly string[],
): boolean {
  const { display, strictDisplay } = promotion;
  if (strictDisplay) return carTypes.length > 0 && carTypes.every((type) => display.includes(type));
  return display.length === 0 || carTypes.length === 0 || carTypes.some((type) => display.includes(type));
}

/** C-86: the promotion nodes the promo slots cycle through, in the order given. */
export function activePromotions<P extends Promotion>(
  promotions: readonly P[],
  carTypes: readonly string[],
  now: Date,
): P[] {
  return promotions.filter((p) => isPromotionActive(p, now) && promotionMatches(p, carTypes));
}

/** C-83/C-84: every Nth hit, or N drawn once from min..max inclusive (random 3–5 for one group). */
export function promoInterval(position: PromoCardPosition, rng: () => number): number {
  if (position.mode === 'everyN') return position.n;
  const span = position.max - position.min + 1;
  const draw = Math.floor(rng() * span);
  // A misbehaving rng (NaN, negative, 1) still lands inside min..max.
  return position.min + (draw >= 0 ? Math.min(span - 1, draw) : 0);
}

export type ResultCard<H, P> =
  | { kind: 'hit'; hit: H }
  | { kind: 'promo'; promotion: P; afterHit: number }
  | { kind: 'cta'; afterHit: number };

export type PromoPlacement = { cardPosition: PromoCardPosition; stickyCtaCardPositions: readonly number[] };

/**
 * C-83..C-88 `insertPromos`: positions count hits only (promo and CTA cards never count towards the 21 of a
 * page) and are absolute over the whole result, `offset` being the hits before this page, so the default
 * sticky CTA at 30 lands on page 2. A promo slot follows every Nth hit and shows promotions[k mod count] for
 * the k-th slot (C-85); a sticky CTA follows the hit at each configured position, after any promo there.
 * `promotions` is what the slots cycle through (the trade-in card when C-82 allows it, then the active nodes);
 * empty means no promo slots, and then `rng` is not called.
 */
export function insertPromos<H, P>(
  hits: readonly H[],
  config: PromoPlacement,
  rng: () => number,
  options: { promotions: readonly P[]; offset?: number },
): ResultCard<H, P>[] {
  const { promotions, offset = 0 } = options;
  const every = promotions.length > 0 ? promoInterval(config.cardPosition, rng) : null;
  const ctaPositions = new Set(config.stickyCtaCardPositions);
  const cards: ResultCard<H, P>[] = [];
  hits.forEach((hit, i) => {
    cards.push({ kind: 'hit', hit });
    const afterHit = offset + i + 1;
    if (every !== null && afterHit % every === 0) {
      const promotion = promotions[(afterHit / every - 1) % promotions.length]!;
      cards.push({ kind: 'promo', promotion, afterHit });
    }
    if (ctaPositions.has(afterHit)) cards.push({ kind: 'cta', afterHit });
  });
  return cards;
}
