import { z } from 'zod';
import type { VehicleCardDto } from '@/domain/cards/types';

/** D-100: logged when the similar cars cannot be had (the spec gives no text; the section just hides). */
export const SIMILAR_CARS_FAILURE_MESSAGE = 'Failed to fetch similar cars.';

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
const cardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  km: z.number(),
  locationName: z.string(),
  image: imageSchema.nullable(),
}) satisfies z.ZodType<VehicleCardDto>;

export const similarCarsBodySchema = z.object({
  cars: z.array(cardSchema).max(6),
  noPriceText: z.string(),
});

export type SimilarCarsData = z.infer<typeof similarCarsBodySchema>;

/** D-100: `GET /api/cars/{slug}/similar` on the page's own host. */
export function similarCarsUrl(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/similar`;
}

/**
 * The section's cards, or null when there are none or they cannot be had: a failure (status, network, shape)
 * is logged only (D-100); an aborted request is not a failure.
 */
export async function loadSimilarCars(
  slug: string,
  options: { fetchImpl?: FetchLike; signal?: AbortSignal; logError?: (...args: unknown[]) => void } = {},
): Promise<SimilarCarsData | null> {
  const { fetchImpl = fetch, signal, logError = console.error } = options;
  try {
    const response = await fetchImpl(similarCarsUrl(slug), {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Similar cars request failed with status ${response.status}`);
    const data = similarCarsBodySchema.parse(await response.json());
    return data.cars.length > 0 ? data : null;
  } catch (error) {
    if (!signal?.aborted) logError(SIMILAR_CARS_FAILURE_MESSAGE, error);
    return null;
  }
}
