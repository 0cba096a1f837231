import { z } from 'zod';
import { parseStoredList } from '@/domain/storage/site-storage';
import type { VehiclePageData } from './page-data';

/** D-104 proposal: the browser keeps the 20 cars viewed most recently. */
export const VIEWED_CARS_LIMIT = 20;

/** D-104: a viewed car as kept in the visitor's browser (the spec's field names). */
export const viewedCarSchema = z.object({
  id: z.number().int().positive(),
  stocknum: z.string(),
  make: z.string(),
  model: z.string(),
  body: z.string().nullable(),
  simple_body: z.string().nullable(),
});

export type ViewedCar = z.infer<typeof viewedCarSchema>;

/** The stored list, read defensively (unreadable entries dropped, duplicates keep the newest) and capped. */
export function parseViewedCars(raw: string | null): ViewedCar[] {
  return parseStoredList(
    raw,
    (value) => viewedCarSchema.safeParse(value).data,
    (car) => car.id,
  ).slice(0, VIEWED_CARS_LIMIT);
}

/** D-104 `pushViewedCar`: newest first; viewing a car again moves it to the front; at most 20. */
export function pushViewedCar(viewed: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...viewed.filter((entry) => entry.id !== car.id)].slice(0, VIEWED_CARS_LIMIT);
}

/** D-104: what the car's page records of it; the body is the car's own, else its variant's, else the simple body. */
export function viewedCarOf({ car, variant }: Pick<VehiclePageData, 'car' | 'variant'>): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.bodyconfiguration ?? variant?.bodyconfiguration ?? car.simpleBody,
    simple_body: car.simpleBody,
  };
}
