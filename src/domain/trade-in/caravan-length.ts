/**
 * Decision 074: a towed caravan has no odometer, and its length (with make and year) is what sets its price, so
 * a caravan dealer's trade-in form asks for a length band and the estimate compares vans of that band.
 */
export const CARAVAN_LENGTH_FIELD = 'caravan_length';

export type CaravanLengthBand = { value: string; label: string; fromMm: number; toMm: number };

/** Whole metres, with the feet Australian caravanners also quote; each band includes its lower end. */
export const CARAVAN_LENGTH_BANDS: readonly CaravanLengthBand[] = [
  { value: 'under-5m', label: 'Under 5 m (under 16 ft)', fromMm: 0, toMm: 5000 },
  { value: '5-6m', label: '5 to 6 m (16 to 19 ft)', fromMm: 5000, toMm: 6000 },
  { value: '6-7m', label: '6 to 7 m (19 to 23 ft)', fromMm: 6000, toMm: 7000 },
  { value: '7-8m', label: '7 to 8 m (23 to 26 ft)', fromMm: 7000, toMm: 8000 },
  { value: '8m-plus', label: '8 m or longer (26 ft and over)', fromMm: 8000, toMm: Number.POSITIVE_INFINITY },
];

export const CARAVAN_LENGTH_OPTIONS = CARAVAN_LENGTH_BANDS.map(({ value, label }) => ({ value, label }));

/** The band a form value names; null for anything else (a motor vehicle's form has none). */
export function caravanLengthBand(value: unknown): CaravanLengthBand | null {
  return CARAVAN_LENGTH_BANDS.find((band) => band.value === value) ?? null;
}

/** The band a van of `lengthMm` falls in. */
export function lengthBandOf(lengthMm: number): CaravanLengthBand {
  return CARAVAN_LENGTH_BANDS.find((band) => lengthMm >= band.fromMm && lengthMm < band.toMm)!;
}

export function isInBand(band: CaravanLengthBand, lengthMm: number | null): boolean {
  return lengthMm !== null && lengthMm >= band.fromMm && lengthMm < band.toMm;
}
