import type { FacetLinkDto } from '@/domain/search/page/types';
import { listHref, toggleFilter } from './list-url';

/** K-13: /special-offers lists the site's latest offers. */
export const OFFERS_PATH = '/special-offers';
/** C-94: `?dealership={dealershipSlug}` scopes the list to that dealership's id. */
export const OFFER_FILTER_KEYS = ['dealership'] as const;
export type OfferFilters = Partial<Record<(typeof OFFER_FILTER_KEYS)[number], string>>;

export type DealershipOption = { id: number; slug: string; name: string };

/**
 * One link per dealership that has offers (and the selected one), by name; `offerCounts` is keyed by
 * dealership id (null: site-wide offers). A site with one dealership gets none: the filter changes nothing.
 */
export function dealershipFilterLinks(
  dealerships: readonly DealershipOption[],
  offerCounts: ReadonlyMap<number | null, number>,
  filters: OfferFilters,
): FacetLinkDto[] {
  if (dealerships.length < 2) return [];
  return dealerships
    .filter((dealer) => (offerCounts.get(dealer.id) ?? 0) > 0 || dealer.slug === filters.dealership)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'))
    .map((dealer) => ({
      label: dealer.name,
      count: offerCounts.get(dealer.id) ?? 0,
      href: listHref(OFFERS_PATH, toggleFilter(filters, 'dealership', dealer.slug)),
      isSelected: dealer.slug === filters.dealership,
    }));
}

export function offersHeading(dealershipName: string | null): string {
  return dealershipName ? `Special Offers from ${dealershipName}` : 'Special Offers';
}

/**
 * H-28: the offer card's enquiry button as a screen reader hears it, and the title of the form it opens:
 * the site's button text ('Enquire Now' by default) and the offer's name.
 */
export function offerEnquiryLabel(buttonText: string, offerName: string): string {
  return `${buttonText}: ${offerName}`;
}
