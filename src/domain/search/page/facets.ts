import { PRICE_RANGE_BUCKETS, type ValueAttribute } from '@/domain/search/attributes';
import type { FacetValue, SearchResult } from '@/domain/search/state';
import { facetLinks, type LinkContext } from './links';
import { valueLabel, type ValueLabels } from '@/domain/stock/value-labels';
import type { FacetGroupDto, FacetLinkDto, SearchPageData } from './types';

/**
 * Sidebar order and titles; make has its own list (C-22 'Show all makes'), price ranges sit under the price
 * slider, and the yards are one Location facet by state (decision 055). Dealership and city stay filters
 * (URLs, chips) without a list of their own.
 */
const FACET_TITLES: [ValueAttribute, string][] = [
  ['car_type', 'Condition'],
  ['model', 'Model'],
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
];

function labelFor(attribute: ValueAttribute, labels: ValueLabels): (value: string) => string {
  return (value) => valueLabel(attribute, value, labels);
}

/** Once a make is chosen its models are listed under it in the make list (C-36), by plain model before. */
function isShown(attribute: ValueAttribute, link: LinkContext): boolean {
  return attribute !== 'model' || (link.state.refinements.make ?? []).length === 0;
}

/** A list with one value and nothing chosen in it narrows nothing: it is left out (decision 055). */
function narrowsAnything(attribute: ValueAttribute, values: readonly FacetValue[], link: LinkContext) {
  return values.length > 1 || (link.state.refinements[attribute] ?? []).length > 0;
}

export function facetGroups(
  facets: SearchResult['facets'],
  link: LinkContext,
  labels: ValueLabels = {},
): FacetGroupDto[] {
  const groups = FACET_TITLES.flatMap(([attribute, title]) => {
    const values = facets[attribute] ?? [];
    if (!narrowsAnything(attribute, values, link) || !isShown(attribute, link)) return [];
    return [{ attribute, title, values: facetLinks(attribute, values, link, labelFor(attribute, labels)) }];
  });
  const location = locationGroup(facets, link);
  return location ? [...groups, location] : groups;
}

/** Price ranges in value order (not by count), for the quick choices under the price slider. */
export function priceRangeLinks(facets: SearchResult['facets'], link: LinkContext): FacetLinkDto[] {
  const order: readonly string[] = PRICE_RANGE_BUCKETS.map((bucket) => bucket.label);
  const values = [...(facets.price_range ?? [])].sort(
    (a, b) => order.indexOf(a.value) - order.indexOf(b.value),
  );
  return narrowsAnything('price_range', values, link) ? facetLinks('price_range', values, link) : [];
}

/**
 * One 'Location' facet (decision 055): each state with its yards under it, or just the yards for a site in
 * one state. A yard the URL context does not place in a listed state follows the states.
 */
function locationGroup(facets: SearchResult['facets'], link: LinkContext): FacetGroupDto | null {
  const stateOfYard = new Map((link.ctx.yards ?? []).map((yard) => [yard.name, yard.state]));
  const yardFacets = facets.location_name ?? [];
  const yards = facetLinks('location_name', yardFacets, link);
  // Each yard's state, looked up once, by the yard facet's position.
  const yardStates = yardFacets.map((facet) => stateOfYard.get(facet.value) ?? null);
  const stateFacets = facets.state ?? [];
  const byState = stateFacets.length > 1 || (link.state.refinements.state ?? []).length > 0;
  let values = yards;
  if (byState) {
    const stateLinks = facetLinks('state', stateFacets, link);
    const states = stateFacets
      .map((facet, i) => ({
        ...stateLinks[i]!,
        // Grouped by the stored state value, whatever label the site gives it.
        children: yards.filter((_, j) => yardStates[j] === facet.value),
      }))
      .sort((a, b) => compareLabels(a.label, b.label));
    const listed = new Set(stateFacets.map((facet) => facet.value));
    values = [...states, ...yards.filter((_, j) => !listed.has(yardStates[j] ?? ''))];
  }
  const narrows = byState || narrowsAnything('location_name', yardFacets, link);
  return narrows && values.length > 0 ? { attribute: 'location', title: 'Location', values } : null;
}

const compareLabels = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * C-33/C-34: the first `visibleMakesCount` makes (7), or with `popularMakes` set those makes first and as many
 * as there are; the rest behind 'Show all makes'. A selected make carries its models (C-36).
 */
export function makeLists(
  facets: SearchResult['facets'],
  link: LinkContext,
  search: { visibleMakesCount: number; popularMakes: readonly string[] | null },
): SearchPageData['makes'] {
  const models = facetLinks('make_model', facets.make_model ?? [], link, labelFor('make_model', {}));
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
