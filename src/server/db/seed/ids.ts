/**
 * Explicit, deterministic ids. Each demo site owns a block of ten million ids in every tenant table
 * (block = its position in demo-sites.json), so one site can be regenerated with any stock count without
 * touching another site's rows, and a rerun produces the same ids.
 */
export const ID_BLOCK_SIZE = 10_000_000;
/** Images and hotspots are numbered per vehicle: room for this many of each. */
export const IMAGES_PER_VEHICLE = 16;
export const HOTSPOTS_PER_VEHICLE = 8;
/** Keeps image ids inside the block: 600k vehicles × 16 images < 10M. */
export const MAX_VEHICLES_PER_SITE = 600_000;

export function blockId(block: number, index: number): number {
  return block * ID_BLOCK_SIZE + index + 1;
}

export const vehicleId = (block: number, index: number) => blockId(block, index);
export const imageId = (block: number, index: number, position: number) =>
  blockId(block, index * IMAGES_PER_VEHICLE + position);
export const hotspotId = (block: number, index: number, k: number) =>
  blockId(block, index * HOTSPOTS_PER_VEHICLE + k);

const SLUG_SPACE = 36 ** 6;
// Odd and not a multiple of 3, so multiplication is a bijection modulo 36^6: distinct indexes, distinct suffixes.
const SLUG_MULTIPLIER = 2_654_435_761;

/** A 6-character base-36 suffix, unique per index within a site (e.g. 'k3x9q1'). */
export function slugSuffix(index: number, offset: number): string {
  const value = (((index * SLUG_MULTIPLIER + offset) % SLUG_SPACE) + SLUG_SPACE) % SLUG_SPACE;
  return value.toString(36).padStart(6, '0');
}

/** A 6-digit serial, unique per index below a million (7919 is coprime with 10^6). */
export function serialNumber(index: number, offset: number): string {
  return String((index * 7919 + offset) % 1_000_000).padStart(6, '0');
}

export function stockNumber(prefix: string, index: number): string {
  return `${prefix}${10001 + index}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
