import { z } from 'zod';
import type { PricedCar } from '@/domain/cards/price-label';
import type { HighlightPart } from './highlight';
import { toInstantFilter } from './instant-filter';
import type { FacetValue, RangeStats, SearchHit } from './state';
import { QUERY_MAX_LENGTH } from './text-match';

/** C-99: the instant list shows at most 10 cars. */
export const INSTANT_HIT_LIMIT = 10;
/** C-98: the hosted index's body attribute and the price range. */
export const INSTANT_BODY_FACET = 'simple_body';
export const INSTANT_PRICE_FACET = 'price';
export const INSTANT_HIGHLIGHT_ATTRIBUTES = ['make', 'model', 'badge', 'series'] as const;
/** Markers, not HTML: the highlighted text is split on them and rendered as text (see splitMarkedText). */
export const INSTANT_HIGHLIGHT_TAGS = { pre: '__ais-highlight__', post: '__/ais-highlight__' } as const;

/** One car of an instant answer, from either provider. `titleParts` null: highlight the title locally. */
export type InstantHitSource = Pick<
  SearchHit,
  'id' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'series'
> &
  PricedCar & { imageUrl: string | null; titleParts: HighlightPart[] | null };

/** What a provider answers: up to 10 cars, the body facet (unsorted, uncut) and the price range. */
export type InstantSearchResult = { hits: InstantHitSource[]; bodies: FacetValue[]; price: RangeStats };

/** One query of the hosted service's multi-search call (C-95, C-99), Meilisearch's field names. */
export type MultiSearchQuery = {
  indexUid: string;
  q: string;
  facets: string[];
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  limit: number;
  /** C-96: the site's search filters with ':' → '='; absent when the site has none. */
  filter?: string;
};

/** The multi-search request body for one instant query against the site's configured index. */
export function buildMultiSearchBody(options: { index: string; query: string; siteFilters: string }): {
  queries: [MultiSearchQuery];
} {
  const filter = toInstantFilter(options.siteFilters.trim());
  return {
    queries: [
      {
        indexUid: options.index,
        q: options.query,
        facets: [INSTANT_BODY_FACET, INSTANT_PRICE_FACET],
        attributesToHighlight: [...INSTANT_HIGHLIGHT_ATTRIBUTES],
        highlightPreTag: INSTANT_HIGHLIGHT_TAGS.pre,
        highlightPostTag: INSTANT_HIGHLIGHT_TAGS.post,
        limit: INSTANT_HIT_LIMIT,
        ...(filter === '' ? {} : { filter }),
      },
    ],
  };
}

/** GET /api/search/instant?q=…: the raw text, at most 100 characters (it is sanitised after parsing). */
export const instantSearchParamsSchema = z.object({
  q: z
    .string({ error: 'Enter the text to search for' })
    .max(QUERY_MAX_LENGTH, `Search text must be at most ${QUERY_MAX_LENGTH} characters`),
});

export type InstantHitDto = {
  id: number;
  slug: string;
  href: string;
  title: string;
  titleParts: HighlightPart[];
  priceText: string;
  imageUrl: string | null;
};
export type InstantBodyDto = { value: string; count: number; href: string };

/** The instant search answer the header box renders. `query` is the sanitised text it answers. */
export type InstantSearchResponse = {
  query: string;
  hits: InstantHitDto[];
  bodies: InstantBodyDto[];
  price: { min: number; max: number } | null;
  searchHref: string;
};
