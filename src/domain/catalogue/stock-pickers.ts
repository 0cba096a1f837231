import { bodyTypeLabel, bodyTypeSlug } from '@/domain/vehicle/body-types';

/** L-14: one entry of the platform's manufacturer list. */
export type Manufacturer = { id: number; name: string; slug: string; logoUrl: string | null };

/** One choice of the brand or body-type picker (L-13): what it reads and the stock search it opens. */
export type PickerOption = { label: string; href: string };

/** What the group site's pickers and manufacturers list show. */
export type StockPickers = {
  /** L-13: pick a make → its stock search. */
  makes: PickerOption[];
  /** L-13: pick a body type → the stock of that body. */
  bodies: PickerOption[];
  /** L-14: the platform manufacturers this site stocks, each to its stock search (decision 024). */
  manufacturers: (Manufacturer & { href: string })[];
};

const key = (value: string) => value.trim().toLowerCase();

/**
 * L-14: the platform manufacturers this site has stock of (decision 024), by name. A stock make matches a
 * manufacturer by name or slug, ignoring case ('MG' stock is the 'mg' manufacturer).
 */
export function siteManufacturers(
  platform: readonly Manufacturer[],
  stockMakes: readonly string[],
): Manufacturer[] {
  const makes = new Set(stockMakes.map(key));
  return platform
    .filter((manufacturer) => makes.has(key(manufacturer.name)) || makes.has(key(manufacturer.slug)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

/** L-13: the brand picker's choices, one per make in stock (blank and repeated makes once), by name. */
export function makePickerOptions(
  makes: readonly string[],
  hrefOf: (make: string) => string,
): PickerOption[] {
  const seen = new Map<string, string>();
  for (const make of makes) if (make.trim() && !seen.has(key(make))) seen.set(key(make), make);
  return [...seen.values()]
    .sort((a, b) => a.localeCompare(b, 'en-AU'))
    .map((make) => ({ label: make.trim(), href: hrefOf(make) }));
}

/**
 * L-13: the body-type picker's choices ('peopleMover' reads 'People Mover'), by label; two spellings of one
 * body ('peopleMover', 'People Mover') are one choice, searching the first.
 */
export function bodyPickerOptions(
  bodies: readonly string[],
  hrefOf: (body: string) => string,
): PickerOption[] {
  const seen = new Map<string, string>();
  for (const body of bodies)
    if (body.trim() && !seen.has(bodyTypeSlug(body))) seen.set(bodyTypeSlug(body), body);
  return [...seen.values()]
    .map((body) => ({ label: bodyTypeLabel(body), href: hrefOf(body) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
}
