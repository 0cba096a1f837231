import { z } from 'zod';
import { parseStoredList } from '@/domain/storage/site-storage';

/** I-13: a favourite as kept in the visitor's browser (the spec's field names). */
export const savedCarSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.string().nullable(),
});

export type SavedCar = z.infer<typeof savedCarSchema>;

export function parseSavedCars(raw: string | null): SavedCar[] {
  return parseStoredList(raw, savedCarSchema, (car) => car.id);
}

export function isCarSaved(saved: readonly SavedCar[], id: number): boolean {
  return saved.some((car) => car.id === id);
}

/** I-14 `toggleSavedCar`: adds the car, or removes it when it is already saved. */
export function toggleSavedCar(saved: readonly SavedCar[], car: SavedCar): SavedCar[] {
  return isCarSaved(saved, car.id) ? saved.filter((entry) => entry.id !== car.id) : [...saved, car];
}

/** Where the visitor's saved and compared cars of this site live in local storage (N-7). */
export type FavouritesDto = { savedKey: string; compareKey: string; compareLimit: number };

/** I-15 proposal: at most 3 cars are compared. */
export const COMPARE_LIMIT = 3;

export function compareLimitMessage(limit = COMPARE_LIMIT): string {
  return `You can compare up to ${limit} cars`;
}

const carIdSchema = z.number().int().positive();

export function parseCompareIds(raw: string | null): number[] {
  return parseStoredList(raw, carIdSchema, (id) => id);
}

export type CompareToggle = { ids: number[]; outcome: 'added' | 'removed' | 'full' };

/** I-15 `toggleCompareId`: adds or removes the car; a car beyond the limit is refused ('full'), not swapped in. */
export function toggleCompareId(ids: readonly number[], id: number, limit = COMPARE_LIMIT): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((entry) => entry !== id), outcome: 'removed' };
  if (ids.length >= limit) return { ids: [...ids], outcome: 'full' };
  return { ids: [...ids, id], outcome: 'added' };
}
