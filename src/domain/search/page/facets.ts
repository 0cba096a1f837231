import type { ValueAttribute } from '@/domain/search/attributes';
import type { SearchResult } from '@/domain/search/state';
import { facetLinks, type LinkContext } from './links';
import type { FacetGroupDto, SearchPageData } from './types';

/** Sidebar order and titles; make has its own list (C-22 'Show all makes'). */
const FACET_TITLES: [ValueAttribute, string][] = [
  ['car_type', 'Condition'],
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

/** Once a make is chosen its models are listed under it in the make list (C-36), by plain model before. */
function isShown(attribute: ValueAttribute, link: LinkContext): boolean {
  if (attribute === 'model') return (link.state.refinements.make ?? []).length === 0;
  return !(attribute === 'dealership_name' && link.dealershipSlug !== null);
}

export function facetGroups(facets: SearchResult['facets'], link: LinkContext): FacetGroupDto[] {
  return FACET_TITLES.flatMap(([attribute, title]) => {
    const values = facets[attribute] ?? [];
    if (values.length === 0 || !isShown(attribute, link)) return [];
    return [{ attribute, title, values: facetLinks(attribute, values, link, labelFor(attribute)) }];
  });
}

/**
 * C-33/C-34: the first `visibleMakesCount` makes (7), or with `popularMakes` set those makes first and as many
 * as there are; the rest behind 'Show all makes'. A selected make carries its models (C-36).
 */
export function makeLists(
  facets: SearchResult['facets'],
  link: LinkContext,
  search: { visibleMakesCount: number; popularMakes: readonly string[] | null },
): SearchPageData['makes'] {
  const models = facetLinks('make_model', facets.make_model ?? [], link, labelFor('make_model'));
  const modelValues = (facets.make_model ?? []).map((facet) => facet.value);
  const links = facetLinks('make', facets.make ?? [], link).map((make) => ({
    ...make,
    models: make.isSelected ? models.filter((_, i) => modelValues[i]!.startsWith(`${make.label}:`)) : [],
  }));
  if (links.length === 0) return null;
  const popular = search.popularMakes ?? [];
  const first = popular.flatMap((name) => links.filter((make) => make.label === name));
  const ordered = [...first, ...links.filter((make) => !popular.includes(make.label))];
  const visibleCount = popular.length > 0 ? first.length : search.visibleMakesCount;
  return { visible: ordered.slice(0, visibleCount), more: ordered.slice(visibleCount) };
}
