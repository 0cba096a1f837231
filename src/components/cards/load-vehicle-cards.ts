import { z } from 'zod';
import type { VehicleCardDto } from '@/domain/cards/types';

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
const cardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  km: z.number().nullable(),
  locationName: z.string(),
  image: imageSchema.nullable(),
}) satisfies z.ZodType<VehicleCardDto>;

/** The answer of a vehicle-cards endpoint of the site (similar cars, recently viewed): cards and no-price text. */
export function vehicleCardsBodySchema(maxCars: number) {
  return z.object({ cars: z.array(cardSchema).max(maxCars), noPriceText: z.string() });
}

export type VehicleCardsData = { cars: VehicleCardDto[]; noPriceText: string };

export type LoadVehicleCardsOptions = {
  fetchImpl?: FetchLike;
  signal?: AbortSignal;
  logError?: (...args: unknown[]) => void;
};

/**
 * A section's cards from `url` on the page's own host, or null when there are none or they cannot be had: a
 * failure (status, network, shape) is logged only, as `failureMessage`; an aborted request is not a failure.
 */
export async function loadVehicleCards(
  url: string,
  { maxCars, failureMessage }: { maxCars: number; failureMessage: string },
  options: LoadVehicleCardsOptions = {},
): Promise<VehicleCardsData | null> {
  const { fetchImpl = fetch, signal, logError = console.error } = options;
  try {
    const response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} failed with status ${response.status}`);
    const data = vehicleCardsBodySchema(maxCars).parse(await response.json());
    return data.cars.length > 0 ? data : null;
  } catch (error) {
    if (!signal?.aborted) logError(failureMessage, error);
    return null;
  }
}
