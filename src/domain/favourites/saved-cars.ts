import { parseStoredList, siteStorageKey } from '@/domain/storage/site-storage';
import { isPositiveInteger, isRecord } from '@/domain/storage/stored-values';

/** I-13: a favourite as kept in the visitor's browser (the spec's field names). */
export type SavedCar = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/** One stored favourite, without any other fields it may carry; undefined when a field is missing or wrong. */
function readSavedCar(value: unknown): SavedCar | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, slug, make, model, primary_image_url } = value;
  if (!isPositiveInteger(id)) return undefined;
  if (typeof name !== 'string' || typeof slug !== 'string') return undefined;
  if (typeof make !== 'string' || typeof model !== 'string') return undefined;
  if (primary_image_url !== null && typeof primary_image_url !== 'string') return undefined;
  return { id, name, slug, make, model, primary_image_url };
}

export function parseSavedCars(raw: string | null): SavedCar[] {
  return parseStoredList(raw, readSavedCar, (car) => car.id);
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

/** N-7: the site's own local-storage keys of its saved and compared cars. */
export function favouritesKeys(siteId: number): FavouritesDto {
  return {
    savedKey: siteStorageKey(siteId, 'saved-cars'),
    compareKey: siteStorageKey(siteId, 'compare-cars'),
    compareLimit: COMPARE_LIMIT,
  };
}

export function compareLimitMessage(limit = COMPARE_LIMIT): string {
  return `You can compare up to ${limit} cars`;
}

export function parseCompareIds(raw: string | null): number[] {
  return parseStoredList(
    raw,
    (value) => (isPositiveInteger(value) ? value : undefined),
    (id) => id,
  );
}

export type CompareToggle = { ids: number[]; outcome: 'added' | 'removed' | 'full' };

/** I-15 `toggleCompareId`: adds or removes the car; a car beyond the limit is refused ('full'), not swapped in. */
export function toggleCompareId(ids: readonly number[], id: number, limit = COMPARE_LIMIT): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((entry) => entry !== id), outcome: 'removed' };
  if (ids.length >= limit) return { ids: [...ids], outcome: 'full' };
  return { ids: [...ids, id], outcome: 'added' };
}
