import type { SiteConfig } from '@/config';
import { formatKm } from '@/domain/format/number';
import type { SearchHit } from '@/domain/search/state';
import { isInStock } from '@/domain/vehicle/availability';
import { cardTag } from '@/domain/vehicle/card-tag';
import { formatPriceLabel } from '@/domain/vehicle/price-label';
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

/**
 * One result card's DTO by the domain rules: price label chain (S2 §4), tag priority (S1 §4), specs only for
 * cars in stock, and the 'similar' link for the rest (C-57).
 */
export function toSearchCard(
  hit: SearchHit,
  config: Pick<SiteConfig, 'cards'>,
  options: { now: Date; similarHref: string },
): SearchCardDto {
  const title = searchCardTitle(hit);
  const inStock = isInStock(hit);
  const label = formatPriceLabel(hit, config.cards);
  return {
    id: hit.id,
    href: `/cars/${encodeURIComponent(hit.slug)}`,
    title,
    image: hit.imageUrl ? { url: hit.imageUrl, alt: title } : null,
    price: { text: label.text, wasPrice: label.wasPrice, priceType: label.priceType },
    tag: cardTag(hit, config.cards, options.now),
    specs: inStock
      ? {
          km: formatKm(hit.km),
          transmission: hit.transmission,
          fuel: hit.fuel,
          condition: conditionLabel(hit.carType),
        }
      : null,
    viewsText: config.cards.showViewCount ? `${hit.views} views` : null,
    locationName: hit.locationName,
    isInStock: inStock,
    similarHref: options.similarHref,
  };
}
