import {
  loadVehicleCards,
  type LoadVehicleCardsOptions,
  type VehicleCardsData,
} from '@/components/cards/load-vehicle-cards';

/** D-100: logged when the similar cars cannot be had (the spec gives no text; the section just hides). */
export const SIMILAR_CARS_FAILURE_MESSAGE = 'Failed to fetch similar cars.';

export type SimilarCarsData = VehicleCardsData;

/** D-100: `GET /api/cars/{slug}/similar` on the page's own host. */
export function similarCarsUrl(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/similar`;
}

/** D-100: up to 6 cards, or null when there are none or they cannot be had (logged only). */
export function loadSimilarCars(
  slug: string,
  options: LoadVehicleCardsOptions = {},
): Promise<SimilarCarsData | null> {
  return loadVehicleCards(
    similarCarsUrl(slug),
    { maxCars: 6, failureMessage: SIMILAR_CARS_FAILURE_MESSAGE },
    options,
  );
}
