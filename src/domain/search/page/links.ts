import type { ValueAttribute } from '@/domain/search/attributes';
import type { FacetValue, SearchState } from '@/domain/search/state';
import { paginationFor, type PaginationDto } from '@/domain/navigation/pagination';
import { serializeSearchUrl, type SearchUrlContext } from '@/domain/search/url';
import type { FacetLinkDto, GetFormDto } from './types';

/** The URL state a page's links are built from: the dealership route stays in the path. */
export type LinkContext = { state: SearchState; ctx: SearchUrlContext; dealershipSlug: string | null };

export function hrefFor(next: SearchState, link: LinkContext): string {
  return serializeSearchUrl(next, link.ctx, { dealershipSlug: link.dealershipSlug });
}

/** The state with one facet value toggled and the page reset; dropping a make drops its models too. */
export function toggleValue(state: SearchState, attribute: ValueAttribute, value: string): SearchState {
  const refinements = { ...state.refinements };
  const current = refinements[attribute] ?? [];
  const isSelected = current.includes(value);
  const next = isSelected ? current.filter((item) => item !== value) : [...current, value];
  if (next.length > 0) refinements[attribute] = next;
  else delete refinements[attribute];
  if (attribute === 'make' && isSelected && refinements.make_model) {
    const models = refinements.make_model.filter((model) => !model.startsWith(`${value}:`));
    if (models.length > 0) refinements.make_model = models;
    else delete refinements.make_model;
  }
  return { ...state, refinements, page: 1 };
}

export function facetLinks(
  attribute: ValueAttribute,
  values: readonly FacetValue[],
  link: LinkContext,
  labelOf: (value: string) => string = (value) => value,
): FacetLinkDto[] {
  const selected = link.state.refinements[attribute] ?? [];
  return values.map(({ value, count }) => ({
    label: labelOf(value),
    count,
    href: hrefFor(toggleValue(link.state, attribute, value), link),
    isSelected: selected.includes(value),
  }));
}

/** A GET form for `state`: it submits to the state's path and keeps its query pairs as hidden inputs. */
export function getForm(state: SearchState, link: LinkContext, omit: readonly string[]): GetFormDto {
  const url = new URL(hrefFor(state, link), 'http://localhost');
  const hidden = [...url.searchParams.entries()].filter(([key]) => !omit.includes(key));
  return { action: url.pathname, hidden };
}

export function paginationLinks(pages: number, link: LinkContext): PaginationDto {
  return paginationFor(pages, link.state.page, (page) => hrefFor({ ...link.state, page }, link));
}
