import { cardButtonHref, vehicleHref } from '@/domain/cards/action-links';
import { cardButtons, isSaveControlVisible, SIMILAR_CAR_PROMPT } from '@/domain/cards/card-actions';
import { cardTag } from '@/domain/cards/card-tag';
import { formatPriceLabel } from '@/domain/cards/price-label';
import { cardViewsText } from '@/domain/cards/views';
import { cardFinanceLine } from '@/domain/finance/car-quote';
import { formatKm } from '@/domain/format/number';
import { shownKm } from '@/domain/stock/vehicle-kind';
import { distanceAwayText } from '@/domain/search/near';
import type { SearchHit } from '@/domain/search/state';
import type { SearchPageHit } from './page-hit';
import { isInStock } from '@/domain/stock/availability';
import type { CardRules } from './card-rules';
import type { CardButtonDto, CardSaveDto } from '@/domain/cards/types';
import type { SearchCardDto } from './types';

const CONDITION_LABELS: Partial<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/** '{year} {make} {model} {badge} {series}', skipping the parts a car lacks. */
export function searchCardTitle(hit: Pick<SearchHit, 'year' | 'make' | 'model' | 'badge' | 'series'>) {
  return [hit.year, hit.make, hit.model, hit.badge, hit.series]
    .map((part) => (part === null ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(' ');
}

function conditionLabel(carType: string): string {
  return CONDITION_LABELS[carType] ?? carType.charAt(0).toUpperCase() + carType.slice(1);
}

function buttonsOf(hit: SearchPageHit, rules: CardRules, similarHref: string): CardButtonDto[] {
  const { checkoutRouteStyle } = rules.buttons;
  return cardButtons(hit, rules.buttons).map(({ key, label }) => ({
    key,
    label,
    href: cardButtonHref(key, hit, { similarHref, checkoutRouteStyle }),
  }));
}

function saveOf(hit: SearchPageHit, rules: CardRules, title: string): CardSaveDto {
  const { id, slug, make, model, imageUrl } = hit;
  return {
    car: { id, name: title, slug, make, model, primary_image_url: imageUrl },
    isShownUnsaved: isSaveControlVisible(hit, false, rules.cards),
  };
}

/**
 * One result card's DTO by the domain rules, with the rules of the car's own make and item type: price label
 * chain (S2 §4), tag priority (S1 §4), specs only for cars in stock, finance line (C-61), buttons (C-58), the
 * 'similar' prompt and link for the rest (C-57), and the save controls when the site keeps favourites (I-12).
 */
export function toSearchCard(
  hit: SearchPageHit,
  rules: CardRules,
  options: { now: Date; similarHref: string; hasFavourites: boolean },
): SearchCardDto {
  const { cards } = rules;
  const title = searchCardTitle(hit);
  const inStock = isInStock(hit);
  const label = formatPriceLabel(hit, cards);
  const km = shownKm(hit);
  const financeLine = cards.showFinanceLine
    ? cardFinanceLine(hit, hit.financeLender, rules.financeSummary, options.now)
    : null;
  return {
    id: hit.id,
    href: vehicleHref(hit.slug),
    title,
    image: hit.imageUrl ? { url: hit.imageUrl, alt: title } : null,
    price: { text: label.text, wasPrice: label.wasPrice, priceType: label.priceType },
    tag: cardTag(hit, cards, options.now),
    specs: inStock
      ? {
          km: km === null ? null : formatKm(km),
          transmission: hit.transmission,
          fuel: hit.fuel,
          condition: conditionLabel(hit.carType),
        }
      : null,
    viewsText: cardViewsText(hit.views, cards),
    financeLine,
    locationName: hit.locationName,
    distanceText:
      hit.distanceKm === undefined || hit.distanceKm === null ? null : distanceAwayText(hit.distanceKm),
    isInStock: inStock,
    similarPrompt: inStock ? null : SIMILAR_CAR_PROMPT,
    buttons: buttonsOf(hit, rules, options.similarHref),
    save: options.hasFavourites ? saveOf(hit, rules, title) : null,
  };
}
