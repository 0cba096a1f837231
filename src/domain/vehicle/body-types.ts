import { humanizeValue } from '@/domain/stock/value-labels';

/** S2 §3 body type values, as stock data carries them. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

export type BodyType = (typeof BODY_TYPES)[number];

/**
 * What a buyer reads for a body value: 'peopleMover' → 'People Mover', 'suv' → 'SUV'. Values that are
 * already words ('People Mover') come back unchanged, so data in either form reads the same.
 */
export function bodyTypeLabel(body: string): string {
  return humanizeValue(body);
}

/** B-5: the URL slug of a body, made from its label: 'People Mover' and 'peopleMover' → 'people-mover'. */
export function bodyTypeSlug(body: string): string {
  return bodyTypeLabel(body).toLowerCase().replace(/\s+/g, '-');
}
