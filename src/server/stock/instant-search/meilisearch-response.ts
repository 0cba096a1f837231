import 'server-only';
import { z } from 'zod';
import { joinHighlightedFields, splitMarkedText, type HighlightPart } from '@/domain/search/highlight';
import {
  INSTANT_BODY_FACET,
  INSTANT_HIGHLIGHT_TAGS,
  INSTANT_HIT_LIMIT,
  INSTANT_PRICE_FACET,
  type InstantHitSource,
  type InstantSearchResult,
} from '@/domain/search/instant-search';
import { searchCardTitle } from '@/domain/search/page/card';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

/** One document of the hosted index (snake_case, as the index is fed); unknown fields are ignored. */
const hitSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  slug: z.string().min(1),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: optionalText,
  series: optionalText,
  price: z.number(),
  before_price: optionalNumber,
  subscription_price: optionalNumber,
  preorder: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  price_type: optionalText,
  // Only web and site-relative addresses reach an <img src>; anything else shows the placeholder.
  image_url: optionalText.transform((url) => (url && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null)),
  _formatted: z.record(z.string(), z.unknown()).optional(),
});

const statsSchema = z.object({ min: z.number(), max: z.number() });

/** Meilisearch's multi-search answer: one result per query; facets only when they were asked for. */
export const multiSearchResponseSchema = z.object({
  results: z
    .array(
      z.object({
        hits: z.array(hitSchema),
        facetDistribution: z.record(z.string(), z.record(z.string(), z.number().int())).optional(),
        facetStats: z.record(z.string(), statsSchema).optional(),
      }),
    )
    .min(1),
});

type Hit = z.infer<typeof hitSchema>;

/**
 * The title's parts from the provider's marked fields. Null (highlight locally) when the marked text does not
 * spell the title, e.g. an index that formats a field differently.
 */
function titlePartsOf(hit: Hit, title: string): HighlightPart[] | null {
  const formatted = hit._formatted;
  if (!formatted) return null;
  const field = (name: 'make' | 'model' | 'badge' | 'series', raw: string | null): HighlightPart[] => {
    const marked = formatted[name];
    const text = typeof marked === 'string' ? marked.trim() : (raw ?? '').trim();
    return splitMarkedText(text, INSTANT_HIGHLIGHT_TAGS.pre, INSTANT_HIGHLIGHT_TAGS.post);
  };
  const parts = joinHighlightedFields([
    [{ text: String(hit.year), highlighted: false }],
    field('make', hit.make),
    field('model', hit.model),
    field('badge', hit.badge),
    field('series', hit.series),
  ]);
  return parts.map((part) => part.text).join('') === title ? parts : null;
}

function toHitSource(hit: Hit): InstantHitSource {
  return {
    id: hit.id,
    slug: hit.slug,
    year: hit.year,
    make: hit.make,
    model: hit.model,
    badge: hit.badge,
    series: hit.series,
    price: hit.price,
    beforePrice: hit.before_price,
    subscriptionPrice: hit.subscription_price,
    preorder: hit.preorder,
    priceType: hit.price_type,
    imageUrl: hit.image_url,
    titleParts: titlePartsOf(hit, searchCardTitle(hit)),
  };
}

/** The first result's hits (C-99 reads results[].hits), body distribution and price stats. */
export function toInstantSearchResult(body: z.infer<typeof multiSearchResponseSchema>): InstantSearchResult {
  const [result] = body.results;
  const distribution = result!.facetDistribution?.[INSTANT_BODY_FACET] ?? {};
  return {
    hits: result!.hits.slice(0, INSTANT_HIT_LIMIT).map(toHitSource),
    bodies: Object.entries(distribution).map(([value, count]) => ({ value, count })),
    price: result!.facetStats?.[INSTANT_PRICE_FACET] ?? null,
  };
}
