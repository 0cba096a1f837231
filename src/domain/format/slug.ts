/**
 * 'Land Rover' → 'land-rover', 'Citroën' → 'citroen', 'CX-5' → 'cx-5'. One rule for every slug made from a
 * name (search paths, the dealerships of a make, a lead's manufacturer), so a name always gives the same slug.
 */
export function toSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
