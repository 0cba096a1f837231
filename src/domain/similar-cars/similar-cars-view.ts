import type { VehicleCardDto } from '@/domain/cards/types';

/** The JSON of `GET /api/cars/{slug}/similar`: the cards and the site's no-price text for them. */
export type SimilarCarsBody = { cars: VehicleCardDto[]; noPriceText: string };
