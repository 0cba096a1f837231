import type { ValueAttribute } from '@/domain/search/attributes';
import type { SearchResult } from '@/domain/search/state';
import { facetLinks, type LinkContext } from './links';
import type { FacetGroupDto, SearchPageData } from './types';

/** Sidebar order and titles; make has its own list (C-22 'Show all makes'). */
const FACET_TITLES: [ValueAttribute, string][] = [
  ['car_type', 'Condition'],
  ['make_model', 'Model'],
  ['model', 'Model'],
  ['price_range', 'Price'],
  ['body', 'Body Type'],
  ['fuel', 'Fuel'],
  ['transmission', 'Transmission'],
  ['drive', 'Drive'],
  ['seats', 'Seats'],
  ['colour', 'Colour'],
  ['badge', 'Badge'],
  ['categories', 'Category'],
  ['filtered_features', 'Features'],
  ['item_type', 'Item Type'],
  ['tag', 'Tag'],
  ['status', 'Status'],
  ['certified', 'Certified'],
  ['dealership_name', 'Dealership'],
  ['location_name', 'Location'],
  ['city', 'City'],
  ['state', 'State'],
];

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function labelFor(attribute: ValueAttribute): (value: string) => string {
  if (attribute === 'car_type') return capitalise;
  if (attribute === 'make_model') return (value) => value.slice(value.indexOf(':') + 1);
  return (value) => value;
}

/** Models are listed by make:model once a make is chosen, by plain model before. */
function isShown(attribute: ValueAttribute, link: LinkContext): boolean {
  const hasMake = (link.state.refinements.make ?? []).length > 0;
  if (attribute === 'make_model') return hasMake;
  if (attribute === 'model') return !hasMake;
  return !(attribute === 'dealership_name' && link.dealershipSlug !== null);
}

export function facetGroups(facets: SearchResult['facets'], link: LinkContext): FacetGroupDto[] {
  return FACET_TITLES.flatMap(([attribute, title]) => {
    const values = facets[attribute] ?? [];
    if (values.length === 0 || !isShown(attribute, link)) return [];
    return [{ attribute, title, values: facetLinks(attribute, values, link, labelFor(attribute)) }];
  });
}

export function makeLists(
  facets: SearchResult['facets'],
  link: LinkContext,
  visibleCount: number,
): SearchPageData['makes'] {
  const links = facetLinks('make', facets.make ?? [], link);
  if (links.length === 0) return null;
  return { visible: links.slice(0, visibleCount), more: links.slice(visibleCount) };
}
